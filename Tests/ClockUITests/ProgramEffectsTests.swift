import ClockCore
import ClockSystem
import ClockTerminal
import Foundation
@testable import tui_clock_ui
import XCTest

/// The program's one effect switch: every effect `update` asks for reaches the object that carries it out, and a
/// save's answer (a merge, a failure told to the user) comes back as a later message through the loop's inbox,
/// never dispatched in the middle of the effects that asked.
final class ProgramEffectsTests: XCTestCase {
    /// Stands in for the run loop and every concrete object the switch calls, and records what each was asked, in order.
    final class Recorder: TerminalEffects, AlarmsFile, RingSound, PlayerControl, RemoteControl, CoverRendering {
        var calls: [String] = []
        var failSaves = false
        /// What the state file holds after a merge with another process's change, if any.
        var mergedOnSave: SavedState?

        func quit() { calls.append("quit") }
        func bell() { calls.append("bell") }
        func suspend() { calls.append("suspend") }
        func redrawAll() { calls.append("redraw") }
        func askTerminal(_ questions: GraphicsQuestions) {
            calls.append("ask protocols=\(questions.protocols) cell=\(questions.cellSize) tmux=\(questions.throughTmux)")
        }
        func askBackground() { calls.append("ask background") }
        func transmitPictureAgain(imageID: UInt32) { calls.append("transmit again \(imageID)") }
        func checkTmuxPassthrough() { calls.append("check tmux") }
        func releaseFreeMemoryAfterFrame() { calls.append("free memory after the frame") }
        func save(_ state: SavedState, then: @escaping StateFileWriter.Answer) {
            let settings = state.alarm
            calls.append("save \(settings.time.hour):\(settings.time.minute) \(settings.isOn ? "on" : "off")")
            then(failSaves ? .failure(.cannotWrite(path: "state.json", reason: "the disk is full")) : .success(mergedOnSave))
        }
        func start() { calls.append("ring on") }
        func stop() { calls.append("ring off") }
        func perform(_ command: PlayerCommand) { calls.append("player \(command)") }
        func render(_ requests: [CoverRequest]) { calls.append("covers \(requests.count)") }
        func publish(_ status: PlayerStatus) { calls.append("remote \(status.state) volume \(status.volume)") }
    }

    /// The library and the ring sound both `start`: the library is recorded apart.
    final class Library: LibraryLoading {
        var started = 0
        var tracksAskedFor: [String] = []
        func start() { started += 1 }
        func readTracks(of album: Album) { tracksAskedFor.append(album.id) }
    }

    func effects(_ recorder: Recorder, library: Library = Library(), inbox: Inbox) -> ProgramEffects {
        ProgramEffects(alarmsFile: recorder, ringSound: recorder, player: recorder, remote: recorder, library: library,
                       covers: recorder, inbox: inbox)
    }

    func testEachEffectReachesTheObjectThatCarriesItOut() throws {
        let recorder = Recorder(), library = Library(), inbox = try Inbox()
        let switcher = effects(recorder, library: library, inbox: inbox)
        let all: [Effect] = [.quit, .bell, .suspend, .fullRedraw,
                             .saveAlarms(SavedState(alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 7, minute: 30)!))),
                             .ringSound(true), .ringSound(false), .player(.stop), .publishPlayerStatus(PlayerStatus(MusicPlayer())),
                             .scanLibrary, .readTracks(Album(id: "a\u{1F}b", title: "B", artist: "A", directory: "/m/A/B",
                                                             tracks: [], cover: .none)), .releaseFreeMemory, .renderCovers([]),
                             .askTerminal(GraphicsQuestions(protocols: true, cellSize: false, throughTmux: true)),
                             .askBackground, .checkTmuxPassthrough, .transmitPictureAgain(imageID: 2_081_423_361)]
        for effect in all { switcher.perform(effect, terminal: recorder) }
        XCTAssertTrue(inbox.drain(at: Moment(wall: Date(), uptime: 0)).isEmpty, "nothing to answer")
        XCTAssertEqual(recorder.calls, ["quit", "bell", "suspend", "redraw", "save 7:30 on", "ring on", "ring off",
                                        "player stop", "remote stopped volume 100", "free memory after the frame", "covers 0",
                                        "ask protocols=true cell=false tmux=true",
                                        "ask background", "check tmux", "transmit again 2081423361"])
        XCTAssertEqual(library.started, 1)
        XCTAssertEqual(library.tracksAskedFor, ["a\u{1F}b"])
    }

    /// The answer to an effect, performed now, is in the inbox for the loop's next turn.
    func answer(to effect: Effect, from recorder: Recorder) throws -> Msg? {
        let inbox = try Inbox()
        effects(recorder, inbox: inbox).perform(effect, terminal: recorder)
        return inbox.drain(at: Moment(wall: Date(), uptime: 0)).first
    }

    func testASaveThatFailsBecomesANoticeForTheUser() throws {
        let recorder = Recorder()
        recorder.failSaves = true
        let answer = try answer(to: .saveAlarms(SavedState()), from: recorder)
        guard case .notice(let text, let severity)? = answer else { return XCTFail("no notice: \(String(describing: answer))") }
        XCTAssertEqual(text, "Cannot save the alarm to state.json: the disk is full. The file there is unchanged.")
        XCTAssertEqual(severity, .error)
    }

    func testASaveMergedWithAnotherProcesssChangeComesBackToTheModel() throws {
        let recorder = Recorder()
        let merged = SavedState(alarms: [AlarmSettings(id: 1), AlarmSettings(id: 2, isOn: true, label: "Added by a script")])
        recorder.mergedOnSave = merged
        let answer = try answer(to: .saveAlarms(SavedState()), from: recorder)
        guard case .alarmsChanged(let state)? = answer else { return XCTFail("not handed back: \(String(describing: answer))") }
        XCTAssertEqual(state, merged)
    }

    func testWithoutAPlaceForTheStateFileASaveDoesNothing() throws {
        let recorder = Recorder(), inbox = try Inbox()
        ProgramEffects(alarmsFile: nil, ringSound: recorder, player: recorder, remote: recorder, library: Library(),
                       covers: recorder, inbox: inbox).perform(.saveAlarms(SavedState()), terminal: recorder)
        XCTAssertEqual(recorder.calls, [])
        XCTAssertTrue(inbox.drain(at: Moment(wall: Date(), uptime: 0)).isEmpty)
    }

    func testStartUpEffectsComeFromTheModelAndReachTheStateFile() throws {
        let recorder = Recorder()
        let switcher = effects(recorder, inbox: try Inbox())
        var model = AppModel(options: AppOptions(), screenSize: Size(width: 120, height: 40),
                             now: Moment(wall: Date(timeIntervalSinceReferenceDate: 0), uptime: 1))
        let effects = update(&model, .started(StartUp(alarm: AlarmTime(hour: 6, minute: 45))), at: model.now)
        for effect in effects { switcher.perform(effect, terminal: recorder) }
        XCTAssertTrue(recorder.calls.contains("save 6:45 on"), "start-up effects come from the model: \(recorder.calls)")
    }

    /// Issue 19: the exit save went around the interpreter and dropped its error. The model's way out is a save
    /// like any other, with the time the program stopped, and the ring sound stops.
    func testLeavingSavesTheAlarmsWithTheTimeTheProgramStopped() throws {
        let model = AppModel(options: AppOptions(), screenSize: Size(width: 80, height: 24),
                             now: Moment(wall: Date(timeIntervalSinceReferenceDate: 0), uptime: 1),
                             alarm: AlarmSettings(isOn: true, time: AlarmTime(hour: 7, minute: 30)!))
        let stopped = Date(timeIntervalSinceReferenceDate: 500)
        let effects = model.leaving(at: Moment(wall: stopped, uptime: 2))
        XCTAssertEqual(effects.first, .ringSound(false))
        guard case .saveAlarms(let state)? = effects.last else { return XCTFail("\(effects)") }
        XCTAssertEqual(state.alarms.map(\.lastSeenRunning), [stopped])
        let recorder = Recorder()
        recorder.failSaves = true
        guard case .notice(let text, .error)? = try answer(to: effects.last!, from: recorder) else { return XCTFail("no notice") }
        XCTAssertEqual(text, "Cannot save the alarm to state.json: the disk is full. The file there is unchanged.")
    }
}
