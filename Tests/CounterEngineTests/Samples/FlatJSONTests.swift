import Testing
@testable import CounterEngine

/// The strict flat-JSON reader: string keys, scalar values, numbers kept as written; nesting and trailing text refused.
@Suite struct FlatJSONTests {
    typealias Value = FlatJSON.Value

    @Test func readsAFlatObject() {
        #expect(FlatJSON.parse(#"{"id": "revenue", "value": 12.5}"#) == ["id": .string("revenue"), "value": .number("12.5")])
        #expect(FlatJSON.parse(#"{"a":true,"b":false,"c":null,"d":"x"}"#)
            == ["a": .literal("true"), "b": .literal("false"), "c": .literal("null"), "d": .string("x")])
        #expect(FlatJSON.parse("{}") == [:])
        #expect(FlatJSON.parse(" \t{ \r\n } \n") == [:])
        #expect(FlatJSON.parse("{\n\t\"id\" :\r\n\"a\" ,\t\"value\":1 }\r\n") == ["id": .string("a"), "value": .number("1")])
    }

    /// Numbers are the text as written, so no digit is lost to a Double on the way.
    @Test(arguments: ["12.5", "1.50", "-0.000", "123456789012345678901234567890", "1e400", "4.9e-324", "-7E+2"])
    func numbersAreKeptAsWritten(text: String) {
        #expect(FlatJSON.parse(#"{"value": \#(text)}"#) == ["value": .number(text)])
    }

    @Test func stringEscapesAreDecoded() {
        let text = #"{"k": "q\"b\\s\/n\nt\tr\rb\bf\fu\u0041\u00e9"}"#
        #expect(FlatJSON.parse(text) == ["k": .string("q\"b\\s/n\nt\tr\rb\u{8}f\u{c}uAé")])
        // Keys are strings too, escapes and all; text outside ASCII as it is.
        #expect(FlatJSON.parse(#"{"\u0069d": "日本"}"#) == ["id": .string("日本")])
        // Braces, brackets and commas inside a string are text.
        #expect(FlatJSON.parse(#"{"id": "{[a, b]}"}"#) == ["id": .string("{[a, b]}")])
    }

    @Test(arguments: [
        // Nesting.
        #"{"a": {"b": 1}}"#, #"{"a": [1, 2]}"#, #"{"a": {}}"#, #"{"a": []}"#,
        // Anything after the closing brace.
        #"{"a": 1} x"#, #"{"a": 1}{"b": 2}"#, #"{} {}"#, #"{"a": 1}}"#,
        // Not one object.
        "", "   ", "[1]", #""a""#, "12", "null", "{", #"{"a": 1"#, #"{"a": 1,"#,
        // Broken members.
        #"{"a": 1,}"#, #"{,"a": 1}"#, #"{"a" 1}"#, #"{"a":}"#, #"{"a": , "b": 1}"#, #"{a: 1}"#, #"{'a': 1}"#,
        #"{"a": 1 "b": 2}"#, #"{"a": 1"}"#, #"{"a": "b}"#, #"{"a": "b"c}"#,
        // Bad escapes.
        #"{"a": "\x41"}"#, #"{"a": "\u12"}"#, #"{"a": "\u12G4"}"#, #"{"a": "\"}"#,
    ])
    func refuses(text: String) {
        #expect(FlatJSON.parse(text) == nil)
    }
}
