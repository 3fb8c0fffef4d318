<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>UiText</name>
    <message numerus="yes">
        <location filename="../../ui/ui_text.cpp" line="+132"/>
        <source>Creating the %1 set (%n file(s), %2)</source>
        <translation>
            <numerusform>Creating the %1 set (%n file, %2)</numerusform>
            <numerusform>Creating the %1 set (%n files, %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Resting %n second(s) before the next pass</source>
        <translation>
            <numerusform>Resting %n second before the next pass</numerusform>
            <numerusform>Resting %n seconds before the next pass</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>smui::ConditionDialog</name>
    <message numerus="yes">
        <location filename="../../ui/condition_dialog.cpp" line="+158"/>
        <source>MB/s per second: first %1, last %2, min %3, max %4 (%n sample(s))</source>
        <translation>
            <numerusform>MB/s per second: first %1, last %2, min %3, max %4 (%n sample)</numerusform>
            <numerusform>MB/s per second: first %1, last %2, min %3, max %4 (%n samples)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>smui::HistoryDialog</name>
    <message numerus="yes">
        <location filename="../../ui/history_dialog.cpp" line="+88"/>
        <source>Delete the %n selected result(s) from the history?</source>
        <translation>
            <numerusform>Delete the %n selected result from the history?</numerusform>
            <numerusform>Delete the %n selected results from the history?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>smui::PresetDialog</name>
    <message numerus="yes">
        <location filename="../../ui/preset_dialog.cpp" line="+357"/>
        <source>Target: %1    Test size: %2    %3 of %n pass(es), queue engine %4. Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them.</source>
        <translation>
            <numerusform>Target: %1    Test size: %2    %3 of %n pass, queue engine %4. Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them.</numerusform>
            <numerusform>Target: %1    Test size: %2    %3 of %n passes, queue engine %4. Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>smui::ProfileDialog</name>
    <message numerus="yes">
        <location filename="../../ui/profile_dialog.cpp" line="+134"/>
        <source>Target: %1    Test size: %2    Profile %3, %n thread(s), queue engine %4. MB/s = 10^6 bytes/s.</source>
        <translation>
            <numerusform>Target: %1    Test size: %2    Profile %3, %n thread, queue engine %4. MB/s = 10^6 bytes/s.</numerusform>
            <numerusform>Target: %1    Test size: %2    Profile %3, %n threads, queue engine %4. MB/s = 10^6 bytes/s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>smui::SteadyDialog</name>
    <message numerus="yes">
        <location filename="../../ui/steady_dialog.cpp" line="+169"/>
        <source>Steady state after %n round(s): %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Steady state after %n round: %1 IOPS (largest excursion %2 %, slope %3 %).</numerusform>
            <numerusform>Steady state after %n rounds: %1 IOPS (largest excursion %2 %, slope %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>No steady state within the cap: the last %n round(s) averaged %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>No steady state within the cap: the last %n round averaged %1 IOPS (largest excursion %2 %, slope %3 %).</numerusform>
            <numerusform>No steady state within the cap: the last %n rounds averaged %1 IOPS (largest excursion %2 %, slope %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>No steady state within the cap: fewer than %n round(s) fitted in it.</source>
        <translation>
            <numerusform>No steady state within the cap: fewer than %n round fitted in it.</numerusform>
            <numerusform>No steady state within the cap: fewer than %n rounds fitted in it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not steady yet: the last %n round(s) average %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Not steady yet: the last %n round average %1 IOPS (largest excursion %2 %, slope %3 %).</numerusform>
            <numerusform>Not steady yet: the last %n rounds average %1 IOPS (largest excursion %2 %, slope %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Not steady yet: %1 of at least %n round(s) done.</source>
        <translation>
            <numerusform>Not steady yet: %1 of at least %n round done.</numerusform>
            <numerusform>Not steady yet: %1 of at least %n rounds done.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>smui::SurfaceDialog</name>
    <message numerus="yes">
        <location filename="../../ui/surface_dialog.cpp" line="+128"/>
        <source>Target: %1    Span: %2    %n point(s), %3 read at each. MB/s = 10^6 bytes/s.</source>
        <translation>
            <numerusform>Target: %1    Span: %2    %n point, %3 read at each. MB/s = 10^6 bytes/s.</numerusform>
            <numerusform>Target: %1    Span: %2    %n points, %3 read at each. MB/s = 10^6 bytes/s.</numerusform>
        </translation>
    </message>
</context>
</TS>
