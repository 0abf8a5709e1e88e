// The engine's values (ExactNumber, NumberFormat, Easing, CountingValue) are in the signatures
// of every widget, the counting line and the runner: `import CounterTUI` brings them too.
@_exported import CounterEngine
