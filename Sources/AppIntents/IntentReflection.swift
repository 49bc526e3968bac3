import Foundation

/// What Vignette needs of a parameter without knowing its value type.
protocol AnyIntentParameter: AnyObject {
    func info(name: String) async throws -> IntentParameterInfo
    func set(text: String, name: String) async throws
    func fillFallbackIfUnset() async
    var hasValue: Bool { get }
}

extension IntentParameter: AnyIntentParameter {
    private var valueType: (any _IntentValue.Type)? { Value.self as? any _IntentValue.Type }

    func info(name: String) async throws -> IntentParameterInfo {
        let text = declaredDefault.flatMap { ($0 as? any _IntentValue)?._intentText }
        let choices: [IntentValueChoice]?
        do {
            choices = try await valueType?._intentChoices()
        } catch {
            throw IntentValueError.queryFailed(parameter: name, message: "\(error)")
        }
        return IntentParameterInfo(
            name: name, title: title.key, type: valueType?._intentTypeName ?? "\(Value.self)",
            defaultValue: text, choices: choices, isSettable: valueType != nil)
    }

    func set(text: String, name: String) async throws {
        guard let valueType else { throw IntentValueError.notSettable(parameter: name, type: "\(Value.self)") }
        let parsed: (any _IntentValue)?
        do {
            parsed = try await valueType._intentValue(from: text)
        } catch {
            throw IntentValueError.queryFailed(parameter: name, message: "\(error)")
        }
        // A nil result names no value, even for an optional parameter.
        guard let parsed, let value = parsed as? Value else {
            let choices = try? await valueType._intentChoices()
            let typeName = valueType._intentTypeName
            throw IntentValueError.invalidValue(
                parameter: name, value: text,
                type: typeName.hasSuffix("?") ? String(typeName.dropLast()) : typeName,
                choices: choices?.map(\.value))
        }
        wrappedValue = value
    }

    /// An optional parameter holding nil takes its type's fallback (an entity query's
    /// `defaultResult()`); an unset one takes the fallback or else its type's empty value.
    func fillFallbackIfUnset() async {
        guard let valueType else { return }
        if let current = currentValue {
            guard (current as? any _OptionalIntentValue)?.isNone == true else { return }
            if let fallback = await valueType._intentFallback() as? Value {
                wrappedValue = fallback
            }
            return
        }
        if let fallback = await valueType._intentFallback() as? Value {
            wrappedValue = fallback
        } else if let empty = valueType._intentEmptyValue as? Value {
            wrappedValue = empty
        }
    }
}

/// Reads and sets an intent's parameters by their property names.
package enum IntentValues {
    /// The intent's parameters in declaration order, named as their properties.
    static func parameters(of intent: some AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, label.hasPrefix("_"), let parameter = child.value as? any AnyIntentParameter
            else {
                return nil
            }
            return (String(label.dropFirst()), parameter)
        }
    }

    /// The parameters of a freshly made intent of type `Intent`.
    package static func describe<Intent: AppIntent>(_ type: Intent.Type) async throws -> [IntentParameterInfo] {
        var infos: [IntentParameterInfo] = []
        for (name, parameter) in parameters(of: Intent()) {
            infos.append(try await parameter.info(name: name))
        }
        return infos
    }

    /// A fresh intent with `values` set by parameter name, then every parameter still unset (or
    /// an optional one still nil) given its type's fallback.
    package static func configured<Intent: AppIntent>(
        _ type: Intent.Type, values: [String: String]
    ) async throws -> Intent {
        let intent = Intent()
        let parameters = parameters(of: intent)
        let names = parameters.map(\.name)
        for name in values.keys.sorted() where !names.contains(name) {
            throw IntentValueError.unknownParameter(name: name, intent: "\(Intent.self)", parameters: names)
        }
        for (name, parameter) in parameters {
            if let text = values[name] {
                try await parameter.set(text: text, name: name)
            }
        }
        for (name, parameter) in parameters {
            await parameter.fillFallbackIfUnset()
            // Reading it would stop the program: fail the render naming it instead.
            guard parameter.hasValue else { throw IntentValueError.noValue(parameter: name, intent: "\(Intent.self)") }
        }
        return intent
    }
}
