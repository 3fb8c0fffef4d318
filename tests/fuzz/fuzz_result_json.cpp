// libFuzzer target: every result reader in the registry on arbitrary bytes.
// Parsing and reading may only succeed or throw sm::Error (a clear message);
// any other exception, crash, leak or undefined behaviour is a finding. A
// document a reader accepts must be written back, and read again, unchanged.
#include "result/kind.h"
#include "util/error.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    sm::Json doc;
    try {
        doc = sm::parse_json(text);
    } catch (const sm::Error&) {
        return 0;
    }
    // A document that parses must also dump and re-parse to the same text.
    const std::string dumped = sm::dump_json(doc);
    if (sm::dump_json(sm::parse_json(dumped)) != dumped)
        __builtin_trap();
    // Every kind's reader, not only the one the schema names: each must refuse cleanly.
    for (const sm::ResultKind& kind : sm::result_kinds()) {
        sm::Json probe = doc;
        if (probe.is_object())
            probe["schema"] = kind.schema;
        try {
            const sm::Json written = kind.normalize(probe);
            if (sm::dump_json(kind.normalize(written)) != sm::dump_json(written))
                __builtin_trap();
            (void)kind.table(written);
            (void)kind.csv(written);
            (void)kind.metrics(written);
            (void)kind.summary(written);
            if (kind.text)
                (void)kind.text(written);
        } catch (const sm::Error&) {
        }
    }
    return 0;
}
