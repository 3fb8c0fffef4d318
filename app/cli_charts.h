#pragma once
// compare's images: the GUI's compare charts (ui/charts/compare_chart.h),
// drawn with no display (Qt's offscreen platform) so that a script makes the
// same PNG and SVG as the window's Save buttons.
#include "result/compare.h"

#include <optional>
#include <string>

namespace smcli {

struct ChartRequest {
    std::string png, svg;  // where to write them; "" for none
    int width = 1200;      // logical pixels
    int scale = 1;         // 1 or 2: the PNG's pixels per logical pixel
    std::string theme = "light";
    std::string chart;  // a key of sm::compare_charts(); "" for the kind's first
    std::string title;  // "" for the chart's own
    bool best_first = true;
    std::optional<std::size_t> highlight;

    bool wanted() const { return !png.empty() || !svg.empty(); }
};

// Draws the chart and returns the bytes of each image asked for (png, then
// svg), before anything is written. Throws sm::Error(InvalidInput) for a width,
// scale, theme or chart out of range, and for an SVG or PNG this build cannot draw.
std::pair<std::string, std::string> draw_chart(const sm::Comparison& c, const ChartRequest& r);

}  // namespace smcli
