import ArgumentParser
import CounterEngine
import CounterTUI

/// `count`'s options in the help's "Display" group: how the number is written and drawn.
struct DisplayOptions: ParsableArguments {
    /// The group's title in `help count`.
    static let title = "Display"

    @Option(name: CounterKey.format.argumentName, parsing: .unconditional, help: ArgumentHelp("int, float, percent, compact, bytes (KiB MiB GiB), bytes-si (kB MB GB), si (k M G), time (m:ss, h:mm:ss), mm:ss, hh:mm:ss, mm:ss.s, mm:ss.ss or a pattern: ,##0.00  #,##0  0.0  00000. (default: the decimals as typed; time for durations)", valueName: "F"))
    var format: Parsed<FormatOption>?

    @Option(name: CounterKey.decimals.argumentName, parsing: .unconditional, help: ArgumentHelp("Exactly N decimals, 0 to 20, e.g. --decimals 2.", valueName: "N"))
    var decimals: Parsed<FormatOption.Decimals>?

    @Option(name: CounterKey.prefix.argumentName, parsing: .unconditional, help: ArgumentHelp("Text before the number, after the sign: --prefix '$' gives -$5.", valueName: "TEXT"))
    var prefix = Parsed<AffixOption>(CounterKey.prefix.defaultValue)

    @Option(name: CounterKey.suffix.argumentName, parsing: .unconditional, help: ArgumentHelp("Text after the number, e.g. --suffix ' pts'.", valueName: "TEXT"))
    var suffix = Parsed<AffixOption>(CounterKey.suffix.defaultValue)

    @Option(name: CounterKey.locale.argumentName, parsing: .unconditional, help: ArgumentHelp("Separators and grouping of a locale: de_DE gives 1.234.567,89, en_IN 12,34,567.89; auto reads LC_ALL, LC_NUMERIC, LANG. (default: C, 1234567.89)", valueName: "ID"))
    var locale: Parsed<LocaleOption>?

    @Option(name: CounterKey.style.argumentName, parsing: .unconditional, help: ArgumentHelp("label, big (big digits), rolling (odometer wheels) or auto (a card's default: the largest digits that fit).", valueName: "STYLE"))
    var style = Parsed<StyleOption>(CounterKey.style.defaultValue)

    @Option(name: CounterKey.roll.argumentName, parsing: .unconditional, help: ArgumentHelp("How rolling digits move: carry (an odometer), shortest, up or down.", valueName: "MODE"))
    var roll = Parsed<RollOption>(CounterKey.roll.defaultValue)

    @Option(name: CounterKey.font.argumentName, parsing: .unconditional, help: ArgumentHelp("Big-digit font: auto (box when the locale is UTF-8), box (Unicode) or ascii.", valueName: "FONT"))
    var font = Parsed<FontOption>(CounterKey.font.defaultValue)

    @Option(name: CounterKey.height.argumentName, parsing: .unconditional, help: ArgumentHelp("Rows of big and rolling digits: auto (the largest that fits the screen, again on resize) or a number, 3 (box-drawing) or from 4 (solid pixels: 4, 7, 11, 14, …). (default: auto)", valueName: "N"))
    var height: Parsed<HeightOption>?

    @Option(name: CounterKey.title.argumentName, parsing: .unconditional, help: ArgumentHelp("A title above the number (Title: value with --inline), e.g. --title Revenue.", valueName: "TEXT"))
    var title = Parsed<TitleOption>(CounterKey.title.defaultValue)

    @Option(name: CounterKey.color.argumentName, parsing: .unconditional, help: ArgumentHelp("Colour of the number: \(CompletionValues.colors.joined(separator: ", ")).", valueName: "NAME"))
    var color = Parsed<ColorOption>(CounterKey.color.defaultValue)

    @Option(name: CounterKey.fps.argumentName, parsing: .unconditional, help: ArgumentHelp("Frames per second, 1 to 240.", valueName: "N"))
    var fps = Parsed<FrameRateOption>(CounterKey.fps.defaultValue)

    @Flag(name: CounterKey.inline.argumentName, help: "Draw on the current line from the cursor, instead of the full screen; the final value stays there.")
    var inline = false

    @Flag(name: CounterKey.hold.argumentName, help: "After the end, keep the screen until a key is pressed.")
    var hold = false

    @Option(name: CounterKey.name.argumentName, parsing: .unconditional, help: ArgumentHelp("The meter's name, as pv -N: shown before its figures (name: value with --inline) and its summary on stderr, so that the meters of one pipeline are told apart, e.g. --name in. Several --tee --inline meters on one terminal each keep a row of their own.", valueName: "TEXT"))
    var name: Parsed<TitleOption>?

    init() {}

    /// Each value, as its parser read it: the first refused is the error; then `--inline`
    /// with `--hold`.
    func check() throws {
        _ = try format?.value("--format")
        _ = try decimals?.value("--decimals")
        _ = try prefix.value("--prefix")
        _ = try suffix.value("--suffix")
        _ = try locale?.value("--locale")
        _ = try style.value("--style")
        _ = try roll.value("--roll")
        _ = try font.value("--font")
        _ = try height?.value("--height")
        _ = try title.value("--title")
        _ = try color.value("--color")
        _ = try fps.value("--fps")
        _ = try name?.value("--name")
        if inline && hold {
            throw ValidationError("--inline: got --hold too; expected one of them (--hold keeps a full screen until a key)")
        }
    }

    /// Gives `options` this group's values (`--name` is the title).
    func give(to options: inout CounterOptions) {
        options.give(.format, format, \.format)
        options.give(.decimals, decimals, \.decimals)
        options.give(.prefix, prefix, \.prefix)
        options.give(.suffix, suffix, \.suffix)
        options.give(.locale, locale, \.locale)
        options.give(.style, style, \.style)
        options.give(.roll, roll, \.roll)
        options.give(.font, font, \.font)
        options.give(.height, height, \.height)
        options.give(.title, name ?? title, \.title)
        options.give(.color, color, \.color)
    }
}
