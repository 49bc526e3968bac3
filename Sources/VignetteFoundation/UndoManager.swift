import Foundation

/// Apple's `UndoManager` ("a general-purpose recorder of operations that enables undo and redo"), which
/// swift-corelibs-foundation lacks: closures registered with `registerUndo(withTarget:handler:)`, in
/// groups, undone and redone in order.
///
/// As Apple's: while undoing, what is registered goes on the redo stack; a registration that is neither
/// an undo nor a redo clears the redo stack; with `groupsByEvent` (the default) the registrations of one
/// pass of the main queue form one group, closed when the queue next turns or by `undo()`; explicit
/// `beginUndoGrouping()`/`endUndoGrouping()` nest; `levelsOfUndo` (0: no limit) drops the oldest groups.
/// The target is held unowned, as Apple's does. NetNewsWire's RSCore (`UndoableCommand`) registers with
/// it (Docs/Compatibility.md, tenth round).
@MainActor open class UndoManager {
    private typealias Group = [(target: ObjectIdentifier, run: @MainActor () -> Void)]
    private var undoStack: [(group: Group, name: String)] = []
    private var redoStack: [(group: Group, name: String)] = []
    private var open: [Group] = []
    private var openIsImplicit = false
    private var actionName = ""
    private var disabled = 0

    /// Whether `undo()` is running its group.
    public private(set) var isUndoing = false
    /// Whether `redo()` is running its group.
    public private(set) var isRedoing = false
    /// Whether each pass of the main queue opens and closes a group by itself (default true).
    open var groupsByEvent = true
    /// The most groups kept; 0 for no limit.
    open var levelsOfUndo = 0 { didSet { trim() } }

    /// An empty manager.
    public init() {}

    /// How many groups are open.
    open var groupingLevel: Int { open.count }
    /// Whether registering records anything (`disableUndoRegistration()` turns it off).
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }
    /// Whether there is a group to undo.
    open var canUndo: Bool { !undoStack.isEmpty || (open.first.map { !$0.isEmpty } ?? false) }
    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// The name of the group `undo()` would undo.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the group `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// Registers `handler`, run with `target` when the operation is undone (or redone, if registered
    /// while undoing).
    open func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
        guard isUndoRegistrationEnabled else { return }
        if open.isEmpty {
            guard groupsByEvent else { return }  // Apple raises here: no open group
            beginUndoGrouping()
            openIsImplicit = true
            DispatchQueue.main.async { MainActor.assumeIsolated { self.closeImplicitGroup() } }
        }
        unowned let unownedTarget = target
        open[open.count - 1].append((ObjectIdentifier(target), { handler(unownedTarget) }))
    }

    /// Names the group being recorded ("Mark as Read").
    open func setActionName(_ actionName: String) { self.actionName = actionName }

    /// Opens a group; groups nest.
    open func beginUndoGrouping() { open.append([]) }

    /// Closes the innermost group; the outermost one, closed, goes on the undo (or, while undoing, redo) stack.
    open func endUndoGrouping() {
        guard let group = open.popLast() else { return }
        if open.isEmpty {
            openIsImplicit = false
            guard !group.isEmpty else { return }
            if isUndoing {
                redoStack.append((group, actionName))
            } else {
                undoStack.append((group, actionName))
                if !isRedoing { redoStack.removeAll() }
                trim()
            }
        } else {
            open[open.count - 1] += group
        }
    }

    /// Undoes the last group, its operations in reverse order of registration.
    open func undo() {
        closeImplicitGroup()
        guard let (group, name) = undoStack.popLast() else { return }
        run(group, name: name) { isUndoing = $0 }
    }

    /// Redoes the last undone group.
    open func redo() {
        closeImplicitGroup()
        guard let (group, name) = redoStack.popLast() else { return }
        run(group, name: name) { isRedoing = $0 }
    }

    /// Forgets every group.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        open.removeAll()
    }

    /// Forgets the operations registered with `target`, on both stacks; groups left empty go too.
    open func removeAllActions(withTarget target: AnyObject) {
        let id = ObjectIdentifier(target)
        undoStack = undoStack.compactMap { entry in
            let kept = entry.group.filter { $0.target != id }
            return kept.isEmpty ? nil : (kept, entry.name)
        }
        redoStack = redoStack.compactMap { entry in
            let kept = entry.group.filter { $0.target != id }
            return kept.isEmpty ? nil : (kept, entry.name)
        }
        open = open.map { $0.filter { $0.target != id } }
    }

    /// Stops recording registrations until `enableUndoRegistration()`; the calls nest.
    open func disableUndoRegistration() { disabled += 1 }
    /// Resumes recording after `disableUndoRegistration()`.
    open func enableUndoRegistration() { disabled = max(0, disabled - 1) }

    private func run(_ group: Group, name: String, flag: (Bool) -> Void) {
        flag(true)
        actionName = name
        beginUndoGrouping()
        for operation in group.reversed() { operation.run() }
        endUndoGrouping()
        flag(false)
    }

    private func closeImplicitGroup() {
        if openIsImplicit, open.count == 1 { endUndoGrouping() }
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
