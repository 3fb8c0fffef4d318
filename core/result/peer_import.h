#pragma once
// Reading what `history import` and `compare` are given: a SolidMark result
// document (JSON, any kind), or the text save of a peer tool — CrystalDiskMark
// 5–9, KDiskMark, AmorphousDiskMark, or SolidMark's own CrystalDiskMark-8-
// layout export — as a `peer` result (result/peer_result.h, docs/
// methodology.md §23). The format is found from the content (byte-order mark,
// header lines), or forced; the text is UTF-16LE with its byte-order mark or
// UTF-8. A line that is not understood is refused with its number and what
// is wrong with it (Error(Malformed)); no number is ever guessed.
#include "result/kind.h"
#include "result/peer_result.h"

#include <string>
#include <string_view>

namespace sm {

enum class ImportFormat { Auto, Cdm, KDiskMark, Amorphous, Json };

// "auto", "cdm", "kdiskmark", "amorphous", "json"; Error(InvalidInput) for another.
ImportFormat parse_import_format(std::string_view text);
const char* import_format_key(ImportFormat f);
// "auto|cdm|kdiskmark|amorphous|json"
std::string import_format_keys();

// A peer tool's text save as a peer result. `file_name` is recorded (its
// folder left out); `app_version` is SolidMark's. Format Json is refused.
PeerResult read_peer_text(std::string_view bytes, ImportFormat format, const std::string& file_name,
                          const std::string& app_version);

// A document of any registered kind, as this version writes it: a result
// JSON read (and checked) by its kind's reader, or a peer text read as above.
struct ImportedDocument {
    const ResultKind* kind = nullptr;
    Json document;
    std::string default_label;  // "imported" for JSON; "CrystalDiskMark 8.0.4" for a peer text
};
ImportedDocument import_result_file(std::string_view bytes, ImportFormat format, const std::string& file_name,
                                    const std::string& app_version);

}  // namespace sm
