#pragma once
// What a result says about the volume's fill (docs/methodology.md §2,
// "Filling the volume"): the `fill` object of every kind, the levels of a
// fill series (`fill_series`, each with its whole document and the figures
// drawn over the fill), and the words the reports say it in.
#include "result/document.h"
#include "result/header.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace sm {

// One number of a level, as the fill series' chart draws it over the fill
// (label "Total", "Seq read", "Cache"; unit "", "MB/s", "ms", "GiB"). A
// kind's figures are its fill_figures(r) hook, else its history headline.
struct FillFigure {
    std::string label;
    std::string unit;
    double value = 0;
};
using FillFigures = std::vector<FillFigure>;

Json fill_to_json(const std::optional<FillRecord>& f);
// `j` is the document; its `fill` (absent or null: none). Error(Malformed) naming the field.
std::optional<FillRecord> fill_from_json(const Json& j);

// The `fill_series` array: per level its fill, its figures and its document
// (null for the last, which is the document itself).
Json fill_series_to_json(const std::vector<FillLevel>& levels, const std::vector<FillFigures>& figures);
// Reads `fill_series` (absent: none). `normalize` reads a level's document
// with the kind's own reader and gives it back as this version writes it
// (Error(Malformed) when it is not one); a level may not hold a series itself.
std::vector<FillLevel> fill_series_from_json(const Json& j, const std::function<Json(const Json&)>& normalize);

// "80 % full during the run" (and what was asked, when it differs by a
// point or more: "85 % full during the run (80 % asked; it was fuller)"),
// "" without a fill.
std::string fill_phrase(const FillRecord& f);
// The header line every report and console table shows:
// "Fill: 80 % full during the run (2.40 GiB of ballast written in 12.3 s; 31 % before)".
std::string fill_line(const ResultHeader& h);
// A fill series as a table: one column per level, one row per figure.
std::string fill_series_table(const std::vector<FillLevel>& levels, const std::vector<FillFigures>& figures);
// The percentages a header shows: "80", "80.4" (one decimal under 10 %).
std::string percent_text(double pct);

}  // namespace sm
