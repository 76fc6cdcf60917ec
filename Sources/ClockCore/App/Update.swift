/// Applies one message to the model and returns the effects the run loop must perform.
public func update(_ model: inout AppModel, _ msg: Msg, at now: Moment) -> [Effect] {
    model.now = now
    switch msg {
    case .tick:
        return []
    case .resize(let size):
        model.screenSize = size
        return [.fullRedraw]
    case .resumed:
        return [.fullRedraw]
    case .input(let event):
        return handle(event, in: &model)
    }
}

private func handle(_ event: InputEvent, in model: inout AppModel) -> [Effect] {
    guard case .key(let key) = event else { return [] }
    switch key.key {
    case .ctrl("c"): return [.quit]
    case .ctrl("z"): return [.suspend]
    case .ctrl("l"): return [.fullRedraw]
    default: break
    }
    if model.showsHelp {
        model.showsHelp = false
        if key.key == .char("q") { return [.quit] }
        return []
    }
    switch key.key {
    case .char("q"): return [.quit]
    case .char("?"): model.showsHelp = true
    case .tab:
        let all = Screen.allCases
        model.screen = all[(all.firstIndex(of: model.screen)! + 1) % all.count]
    default: break
    }
    return []
}
