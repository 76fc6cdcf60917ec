print("tui-clock")
