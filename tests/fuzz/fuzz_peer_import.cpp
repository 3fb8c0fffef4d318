// libFuzzer target: the peer-text importer (result/peer_import.h) on
// arbitrary bytes, under every format. It may only return a result or throw
// sm::Error (one sentence naming the line); any other exception, crash, leak
// or undefined behaviour is a finding. A text it accepts must make a `peer`
// document that its kind's reader takes back unchanged, and every view of it
// (table, CSV, compare rows and notes, history summary) must work.
#include "result/peer_import.h"
#include "util/error.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    for (const sm::ImportFormat f :
         {sm::ImportFormat::Auto, sm::ImportFormat::Cdm, sm::ImportFormat::KDiskMark, sm::ImportFormat::Amorphous}) {
        sm::Json doc;
        try {
            doc = sm::to_json(sm::read_peer_text(bytes, f, "fuzz.txt", "fuzz"));
        } catch (const sm::Error&) {
            continue;
        }
        const sm::ResultKind& kind = sm::kind_of<sm::PeerResult>();
        const sm::Json back = kind.normalize(doc);  // must not throw: what the importer made, its reader takes
        if (sm::dump_json(back) != sm::dump_json(doc))
            __builtin_trap();
        (void)kind.table(back);
        (void)kind.csv(back);
        (void)kind.metrics(back);
        (void)kind.notes(back);
        (void)kind.summary(back);
    }
    try {
        (void)sm::import_result_file(bytes, sm::ImportFormat::Auto, "fuzz.txt", "fuzz");
    } catch (const sm::Error&) {
    }
    return 0;
}
