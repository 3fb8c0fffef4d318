// libFuzzer target: every result reader on arbitrary bytes. A reader may
// only succeed or throw sm::Error (a clear message); any other exception,
// crash, leak or undefined behaviour is a finding.
#include "result/report.h"
#include "result/tool_report.h"
#include "util/error.h"
#include "util/json.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    sm::Json doc;
    try {
        doc = sm::Json::parse(text);
    } catch (const sm::Error&) {
        return 0;
    }
    // A document that parses must also dump and re-parse to the same text.
    const std::string dumped = doc.dump(2);
    if (sm::Json::parse(dumped).dump(2) != dumped)
        __builtin_trap();
    try {
        const sm::RunResult r = sm::run_result_from_json(doc);
        // What the reader accepts, the writer must round-trip.
        if (sm::to_json_text(sm::run_result_from_json_text(sm::to_json_text(r))) != sm::to_json_text(r))
            __builtin_trap();
    } catch (const sm::Error&) {
    }
    try {
        (void)sm::compression_result_from_json(doc);
    } catch (const sm::Error&) {
    }
    try {
        (void)sm::copy_result_from_json(doc);
    } catch (const sm::Error&) {
    }
    return 0;
}
