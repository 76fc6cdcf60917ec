/// Finding out how covers can be drawn: `update`'s side of the graphics probe. Whatever it decides reaches the
/// model as `.graphicsFound`, the same message a changed cell size brings.
extension AppModel {
    mutating func startGraphics(_ start: GraphicsStart, at now: Moment) -> [Effect] {
        if let cell = start.cellPixels { graphics.cellPixels = cell }
        let (probe, next) = GraphicsProbe.begin(start, at: now)
        graphicsProbe = probe
        return follow(next, at: now)
    }

    /// tmux answered; a later answer (after a resize) only moves the pane, the probe having decided already.
    mutating func tmuxPassthroughChecked(_ allowed: Bool, paneOrigin: Point?, at now: Moment) -> [Effect] {
        if let paneOrigin { graphics.tmuxPaneOrigin = paneOrigin }
        return follow(graphicsProbe.tmuxChecked(allowsPassthrough: allowed, at: now), at: now)
    }

    /// A reply that is not a colour: an answer to the probe's questions, or a cell size (asked again on resize).
    mutating func takeGraphicsReply(_ reply: TerminalReply, at now: Moment) -> [Effect] {
        if let id = KittyImageMissing.imageID(in: reply) { return [.transmitPictureAgain(imageID: id)] }
        guard let answer = GraphicsAnswer(reply) else { return [] }
        // A new cell size, whether the probe is done or still asking: the covers are asked for again at it. The
        // terminal's answer wins over the measured one, now and after every resize.
        if case .cellSize(let cell) = answer {
            terminalAnsweredCellSize = true
            if cell != graphics.cellPixels { graphics.cellPixels = cell }
        }
        return follow(graphicsProbe.take(answer), at: now)
    }

    mutating func tickGraphics(at now: Moment) -> [Effect] {
        follow(graphicsProbe.tick(at: now), at: now)
    }

    private mutating func follow(_ next: GraphicsProbe.Next, at now: Moment) -> [Effect] {
        switch next {
        case .wait:
            return []
        case .checkTmux:
            return [.checkTmuxPassthrough]
        case .ask(let questions):
            return [.askTerminal(questions)]
        case .found(let shown, let throughTmux, let asking):
            let found = TerminalGraphics(imageProtocol: shown, cellPixels: graphics.cellPixels, tmuxPassthrough: throughTmux,
                                         tmuxPaneOrigin: graphics.tmuxPaneOrigin)
            graphics = found
            return asking.map { [.askTerminal($0)] } ?? []
        }
    }
}
