import ClockCore

/// Renders the whole app for the current model: the active screen, then overlays (help, notifications on top).
public enum AppView {
    public static func render(_ model: AppModel, into canvas: inout Canvas) {
        canvas.clear()
        let theme = Theme.chosen(for: model)
        switch model.screen {
        case .clock:
            ClockScreenView(model: model).render(into: &canvas)
        case .albumWall:
            MusicScreenView(model: model).render(into: &canvas)
        case .timers:
            TimerScreenView(model: model).render(into: &canvas)
        }
        if model.showsHelp {
            HelpOverlayView(model: model).render(into: &canvas)
        }
        NotificationView.render(model.notifications, on: &canvas, at: model.now.uptime, ascii: model.options.ascii,
                               theme: theme)
    }

    /// A fresh canvas of the model's screen size with the app drawn on it.
    public static func render(_ model: AppModel) -> Canvas {
        var canvas = Canvas(size: model.screenSize)
        render(model, into: &canvas)
        return canvas
    }
}
