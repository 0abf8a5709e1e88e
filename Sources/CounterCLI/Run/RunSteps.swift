import CounterSystem
import CounterTUI

/// What a command brings to the run sequence (`DisplayRun`) besides its scene: its checks
/// before the display, where its frames go, what a recording rendered at once refuses, and its
/// `--on-done` command. `CountSteps` for `count`, `BoardSteps` for `dashboard`; the sequence
/// asks each in its turn.
@MainActor
protocol RunSteps: AnyObject {
    /// The command's checks before the display (input that cannot be read, reduced motion that
    /// needs no display): an ending ends the run there; nil: the display follows.
    func checkBeforeDisplay() -> RunEnding?
    /// Where frames go: a screen on a terminal, or text. Asked once, after the checks.
    func chooseOutput() -> ChosenOutput
    /// Why a recording rendered at once is refused (what follows a display); nil: it is not.
    func refusalOffline() -> RunEnding?
    /// `--on-done`, made when the display settles (with the values it settled on); nil: none.
    func onDoneCommand() -> ShellCommand?
}
