import FoundationEssentials

/// Moving around the wall: the focus steps over tiles and the viewport follows it; wheel, page and pan move the
/// viewport and pull the focus along so it stays on screen.
extension AlbumWall {
    /// Cells one wheel notch scrolls: three rows up or down, six columns sideways (cells are twice as tall).
    public static let wheelRows = 3
    public static let wheelColumns = 6

    /// The offset that puts `first`'s slot at the screen's top-left corner, so the wall starts with whole tiles at
    /// the left and top (a margin there would show a sliver of the tiles before, the last albums); what does not
    /// fit is cut at the right and bottom, where the next albums continue.
    public func alignedOffset(first: TileCoordinate) -> PlanePoint {
        slotOrigin(of: first)
    }

    /// An aligned offset with `tile` in the middle of the screen.
    public func centeredOffset(on tile: TileCoordinate) -> PlanePoint {
        alignedOffset(first: TileCoordinate(row: tile.row - (fittedRows - 1) / 2, col: tile.col - (fittedColumns - 1) / 2))
    }

    /// The smallest move from `offset` that shows `tile`'s whole slot and the focus frame's bottom edge under it;
    /// on a screen smaller than that, the tile's top-left corner (not the gap beside it).
    public func offset(showing tile: TileCoordinate, from offset: PlanePoint) -> PlanePoint {
        let slot = slotOrigin(of: tile), pitch = focusFootprint, inset = TileSize.tileInset
        func axis(_ start: Double, _ length: Int, _ inset: Int, _ view: Double, _ viewLength: Int) -> Double {
            if length > viewLength { return start + Double(inset) }
            if start < view { return start }
            if start + Double(length) > view + Double(viewLength) { return start + Double(length) - Double(viewLength) }
            return view
        }
        return PlanePoint(x: axis(slot.x, pitch.width, inset.x, offset.x, screen.width),
                          y: axis(slot.y, pitch.height, inset.y, offset.y, screen.height))
    }

    /// Moves the focus by whole tiles; the view eases along to keep it visible.
    public mutating func moveFocus(rows: Int, cols: Int, at now: Moment) {
        if showsEachOnce {
            moveFocusOnce(rows: rows, cols: cols)
        } else {
            focus = TileCoordinate(row: focus.row + rows, col: focus.col + cols)
        }
        let target = offset(showing: focus, from: viewport.restingOffset)
        scroll(to: target, at: now)
    }

    /// PgUp/PgDn: a screenful of rows; the focus keeps its place on screen.
    public mutating func page(by pages: Int, at now: Moment) {
        if showsEachOnce {
            pageOnce(by: pages)
            return scroll(to: offset(showing: focus, from: viewport.restingOffset), at: now)
        }
        let rows = pages * fittedRows
        focus.row += rows
        var target = viewport.restingOffset
        target.y += Double(rows * tileSize.pitch.height)
        scroll(to: offset(showing: focus, from: target), at: now)
    }

    /// One wheel notch (or several): moves the view, and the focus with it if it would leave the screen.
    public mutating func wheel(rows: Int, columns: Int, at now: Moment) {
        var target = viewport.restingOffset
        target.x += Double(columns * AlbumWall.wheelColumns)
        target.y += Double(rows * AlbumWall.wheelRows)
        target = keptOverAlbums(target)
        scroll(to: target, at: now)
        pullFocus(into: target)
    }

    /// Back to tile (0, 0) at the top left, where the wall first opened.
    public mutating func goHome(at now: Moment) {
        focus = TileCoordinate(row: 0, col: 0)
        scroll(to: alignedOffset(first: focus), at: now)
    }

    mutating func scroll(to target: PlanePoint, at now: Moment) {
        pan = nil
        viewport.move(to: keptOverAlbums(target), at: now.uptime, animated: !reducedMotion)
    }

    /// Puts the focus on the nearest tile whose slot is wholly on screen when the view rests at `offset`
    /// (or on the tile at the screen's centre when none fits), so the arrow keys go on from what is seen.
    mutating func pullFocus(into offset: PlanePoint) {
        let pitch = tileSize.pitch, extra = focusFootprint.height - pitch.height
        func range(_ view: Double, _ viewLength: Int, _ step: Int) -> ClosedRange<Int> {
            let first = Int((view / Double(step)).rounded(.up))
            let last = Int(((view + Double(viewLength)) / Double(step)).rounded(.down)) - 1
            if first <= last { return first...last }
            let middle = Int(((view + Double(viewLength) / 2) / Double(step)).rounded(.down))
            return middle...middle
        }
        let rows = range(offset.y, screen.height - extra, pitch.height)
        let cols = range(offset.x, screen.width, pitch.width)
        focus = TileCoordinate(row: min(max(focus.row, rows.lowerBound), rows.upperBound),
                               col: min(max(focus.col, cols.lowerBound), cols.upperBound))
        keepFocusOnAnAlbum()
    }

    // MARK: Panning with the pointer

    /// A button press on the wall: stops any glide and grabs the plane.
    public mutating func beginPan(at p: Point, now: Moment) {
        let wasMoving = viewport.isMoving(at: now.uptime)
        viewport.freeze(at: now.uptime)
        pan = PanGesture(press: p, startOffset: viewport.origin, at: now.uptime, stoppedMotion: wasMoving)
    }

    /// The pointer moved with the button held: the grabbed point stays under it.
    public mutating func continuePan(to p: Point, now: Moment) {
        guard var gesture = pan else { return }
        let offset = gesture.drag(to: p, at: now.uptime)
        pan = gesture
        viewport.jump(to: keptOverAlbums(offset))
    }

    /// The button was released. A release without movement is a click: it focuses the tile under the pointer
    /// and returns it (unless the press only stopped a glide). After a flick the view glides on briefly.
    public mutating func endPan(at p: Point, now: Moment) -> TileCoordinate? {
        guard let gesture = pan else { return nil }
        pan = nil
        if !gesture.hasMoved {
            if gesture.stoppedMotion {
                pullFocus(into: viewport.restingOffset)
                return nil
            }
            // Around a wall shown once there is nothing to focus.
            guard let tile = hitTest(p, at: now), !showsEachOnce || albumIndex(at: tile) != nil else { return nil }
            focus = tile
            return tile
        }
        // A wall shown once has edges to stop at: no glide past them.
        let velocity = reducedMotion || showsEachOnce ? .zero : gesture.releaseVelocity(at: now.uptime)
        viewport.jump(to: keptOverAlbums(gesture.offset(for: p)))
        viewport.glide(velocity: velocity, at: now.uptime)
        pullFocus(into: viewport.restingOffset)
        return nil
    }
}
