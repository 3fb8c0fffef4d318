<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>SaveText</name>
    <message>
        <location filename="../../ui/desktop/save_file.cpp" line="+30"/>
        <source>%1
The result is still shown here; nothing is lost. Save it to another file?</source>
        <translation>%1
结果仍显示在此处，不会丢失。要保存到其他文件吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose another file…</source>
        <translation>选择其他文件…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The result was not saved to the history: %1</source>
        <translation>结果未保存到历史记录：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The result could not be saved to the history: %1</source>
        <translation>无法将结果保存到历史记录：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 Nothing was run.</source>
        <translation>%1 未运行任何测试。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1
Run anyway? You can export the result when the run ends.</source>
        <translation>%1
仍要运行吗？运行结束后可以导出结果。</translation>
    </message>
</context>
<context>
    <name>UiText</name>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+575"/>
        <source>benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+209"/>
        <source>fio result</source>
        <translation>fio 结果</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+98"/>
        <source>compression</source>
        <translation>压缩</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+102"/>
        <source>copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+367"/>
        <source>preset (CrystalDiskMark-style)</source>
        <translation>预设（CrystalDiskMark 风格）</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+142"/>
        <source>workload profile</source>
        <translation>负载配置</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+138"/>
        <source>block-size sweep</source>
        <translation>块大小扫描</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+142"/>
        <source>surface scan</source>
        <translation>表面扫描</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+236"/>
        <source>steady state</source>
        <translation>稳态</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+258"/>
        <source>sustained write</source>
        <translation>持续写入</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+169"/>
        <source>conditioning</source>
        <translation>预处理</translation>
    </message>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="+62"/>
        <source>%1 write</source>
        <extracomment>%1 is a test name kept as AS SSD prints it (Seq, 4K, 4K-64Thrd, Acc.time)</extracomment>
        <translation>%1 写入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 read</source>
        <translation>%1 读取</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preparing test file</source>
        <translation>正在准备测试文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+14"/>
        <source>%1, pass %2 of %3</source>
        <translation>%1，第 %2/%3 遍</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 % compressible, write</source>
        <translation>%1 % 可压缩，写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % compressible, read</source>
        <translation>%1 % 可压缩，读取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 copy</source>
        <translation>%1 复制</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 mix (%2 % read), pass %3 of %4</source>
        <translation>%1 混合（读取 %2 %），第 %3/%4 遍</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 profile, queue depth %2</source>
        <translation>%1 配置，队列深度 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks, write</source>
        <translation>%1 块，写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks, read</source>
        <translation>%1 块，读取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surface point %1 of %2</source>
        <translation>表面点 %1/%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequential fill</source>
        <translation>顺序填充</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+239"/>
        <source>Conditioning</source>
        <translation>预处理</translation>
    </message>
    <message>
        <location line="-237"/>
        <source>Sustained write</source>
        <translation>持续写入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filling the volume to %1 %</source>
        <translation>正在将卷填充到 %1 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resting %1 s (%2 of %3)</source>
        <translation>静置 %1 秒（第 %2 次，共 %3 次）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writing after rest %1 of %2</source>
        <translation>第 %1 次静置（共 %2 次）后的写入</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Creating the test folder</source>
        <translation>正在创建测试文件夹</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was left by an earlier SolidMark run that did not finish; remove it when no run is active.</source>
        <translation>%1 是此前一次未完成的 SolidMark 运行留下的；请在没有运行进行时删除它。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed the leftover test folder %1</source>
        <translation>已删除残留的测试文件夹 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not remove the leftover test folder %1</source>
        <translation>无法删除残留的测试文件夹 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the test folder</source>
        <translation>正在删除测试文件夹</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed the conditioning file kept for this run.</source>
        <translation>已删除为本次运行保留的预处理文件。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Creating the %1 set (%n file(s), %2)</source>
        <translation>
            <numerusform>正在创建 %1 文件集（%n 个文件，%2）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Verifying the %1 copy</source>
        <translation>正在校验 %1 副本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the %1 set and its copy</source>
        <translation>正在删除 %1 文件集及其副本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the conditioning file</source>
        <translation>正在删除预处理文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeping the conditioning file in %1</source>
        <translation>预处理文件保留在 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Resting %n second(s) before the next pass</source>
        <translation>
            <numerusform>下一遍之前休息 %n 秒</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 % full during the run (%2 % asked)</source>
        <translation>运行期间已用 %1 %（要求 %2 %）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % full during the run</source>
        <translation>运行期间已用 %1 %</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the %1 % level of a fill series</source>
        <translation>填充系列的 %1 % 级别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 % level of a fill series (%2)</source>
        <translation>填充系列的 %1 % 级别（%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a fill series: %1 %</source>
        <translation>填充系列：%1 %</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sustained write: %1 MB/s, %2 written, %3 left</source>
        <translation>持续写入：%1 MB/s，已写入 %2，剩余 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conditioning: %1 MB/s, %2 written, %3 left</source>
        <translation>预处理：%1 MB/s，已写入 %2，剩余 %3</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Filling the volume to %1 %: %2 written, %3 left</source>
        <translation>正在将卷填充到 %1 %：已写入 %2，剩余 %3</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Writing the check&apos;s files</source>
        <translation>正在写入检查文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading the check&apos;s files back</source>
        <translation>正在读回检查文件</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Wrote %1 (%2)</source>
        <translation>已写入 %1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read back %1: %2 lost</source>
        <translation>已读回 %1：丢失 %2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Resting, no I/O: %1 left</source>
        <translation>静置中，无 I/O：剩余 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Writing: %1 MB/s, %2 written, %3 left</source>
        <translation>写入：%1 MB/s，已写入 %2，剩余 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading back: %1 MB/s, %2 read, %3 left</source>
        <translation>读回：%1 MB/s，已读取 %2，剩余 %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>ISO</source>
        <translation>ISO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Program</source>
        <translation>程序</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buffered</source>
        <translation>缓冲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RAM</source>
        <translation>RAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FUSE</source>
        <translation>FUSE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FUSE (%1)</source>
        <translation>FUSE（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NOCOW</source>
        <translation>NOCOW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem compression</source>
        <translation>文件系统压缩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Valid data length</source>
        <translation>有效数据长度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem encryption</source>
        <translation>文件系统加密</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2</source>
        <extracomment>%1 is a flag&apos;s name (RAM, FUSE (ntfs-3g), Network), %2 its explanation</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 on %2</source>
        <extracomment>an overlay filesystem and the filesystem its writable layer is on: &quot;overlay on xfs&quot;</extracomment>
        <translation>%1 基于 %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Drive: %1  ·  Controller: %2</source>
        <translation>驱动器：%1  ·  控制器：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>存储栈：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steady state</source>
        <translation>稳态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window mean</source>
        <translation>窗口均值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min</source>
        <translation>最小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avg</source>
        <translation>平均</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access time</source>
        <translation>访问时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sustained average</source>
        <translation>持续平均</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second</source>
        <translation>最慢的一秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before cache</source>
        <translation>缓存前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After cache</source>
        <translation>缓存后</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache</source>
        <translation>写入缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total time</source>
        <translation>总时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact data</source>
        <translation>完好数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost data</source>
        <translation>丢失数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity write</source>
        <translation>容量检查 写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity read</source>
        <translation>容量检查 读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second write</source>
        <translation>最慢一秒 写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second read</source>
        <translation>最慢一秒 读取</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Read</source>
        <translation>读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>总分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean µs</source>
        <translation>平均 µs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written GiB</source>
        <translation>已写入 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds</source>
        <translation>轮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>latency (µs)</source>
        <translation>延迟 (µs)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 字节/秒)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 better</source>
        <translation>%1（更好）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 worse</source>
        <translation>%1（更差）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>incompressible</source>
        <translation>不可压缩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compressible, %1 % zeros</source>
        <translation>可压缩，%1 % 为零</translation>
    </message>
    <message>
        <location filename="../../ui/tools/history_dialog.cpp" line="+300"/>
        <source>imported peer result</source>
        <translation>导入的其他工具结果</translation>
    </message>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="-293"/>
        <source>Created the test folder %1</source>
        <translation>已创建测试文件夹 %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Left behind: %1 — remove it by hand</source>
        <translation>遗留：%1 — 请手动删除</translation>
    </message>
    <message>
        <location filename="../../ui/charts/fill_chart.cpp" line="+53"/>
        <source>% full during the run</source>
        <translation>运行期间已用 %</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Write cache back after a rest</source>
        <translation>静置后恢复的写入缓存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rest (seconds)</source>
        <translation>静置（秒）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Whole cache (first write)</source>
        <translation>完整缓存（首次写入）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recovered</source>
        <translation>已恢复</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fill_choice.cpp" line="+15"/>
        <location filename="../../ui/text/ui_text.cpp" line="+24"/>
        <source>As found</source>
        <translation>保持现状</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How full the volume is during the run: SolidMark first writes incompressible ballast into its own test folder up to this share of the volume, and removes it afterwards. A rising list runs the benchmark at each level (a fill series).</source>
        <translation>运行期间卷的占用程度：SolidMark 先在自己的测试文件夹中写入不可压缩的填充数据，直到卷的这一比例，之后将其删除。递增列表会在每个级别运行基准测试（填充系列）。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+346"/>
        <source>capacity check</source>
        <translation>容量检查</translation>
    </message>
</context>
<context>
    <name>sm::compare</name>
    <message>
        <location filename="../../core/result/compare.cpp" line="+499"/>
        <location line="+1"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean latency</source>
        <translation>平均延迟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>99th percentile latency</source>
        <translation>第 99 百分位延迟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access time</source>
        <translation>访问时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time taken</source>
        <translation>耗时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount written</source>
        <translation>写入量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact and lost data</source>
        <translation>完好与丢失的数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache size</source>
        <translation>写入缓存大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds to steady state</source>
        <translation>达到稳态的轮数</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Scores</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.cpp" line="+375"/>
        <source>Write speed over the amount written</source>
        <translation>写入速度随写入量的变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/result/capacity_report.cpp" line="+158"/>
        <source>GiB written</source>
        <translation>已写入 GiB</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.cpp" line="+104"/>
        <source>Write speed over the block size</source>
        <translation>写入速度随块大小的变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the block size</source>
        <translation>读取速度随块大小的变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size</source>
        <translation>块大小</translation>
    </message>
    <message>
        <location filename="../../core/result/steady_result.cpp" line="+111"/>
        <source>IOPS per round</source>
        <translation>每轮 IOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../core/result/surface_result.cpp" line="+145"/>
        <source>Read speed over the span</source>
        <translation>读取速度随位置的变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position (% of the span)</source>
        <translation>位置 (范围的 %)</translation>
    </message>
    <message>
        <location filename="../../core/result/compression_result.cpp" line="+108"/>
        <source>Write speed over the compressibility</source>
        <translation>写入速度随可压缩性的变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the compressibility</source>
        <translation>读取速度随可压缩性的变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (%)</source>
        <translation>可压缩性 (%)</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.cpp" line="+97"/>
        <source>Write speed while conditioning</source>
        <translation>预处理时的写入速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location filename="../../core/result/run_report.cpp" line="+371"/>
        <source>Latency percentiles</source>
        <translation>延迟百分位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentile</source>
        <translation>百分位</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_report.cpp" line="-1"/>
        <source>Write speed over the capacity</source>
        <translation>写入速度随容量位置的变化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read speed over the capacity</source>
        <translation>读取速度随容量位置的变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB read</source>
        <translation>已读取 GiB</translation>
    </message>
</context>
<context>
    <name>sm::flag</name>
    <message>
        <location filename="../../core/device/target_flags.cpp" line="+27"/>
        <source>Direct I/O was refused, so this ran buffered: the results include the operating system&apos;s cache.</source>
        <translation>直接 I/O 被拒绝，因此以缓冲方式运行：结果包含操作系统的缓存。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This measures memory, not a drive: the target is a RAM-backed volume (tmpfs, ramfs, zram or brd).</source>
        <translation>测量的是内存而非驱动器：目标是基于 RAM 的卷（tmpfs、ramfs、zram 或 brd）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a FUSE filesystem: its daemon may cache, so the results may not reach the drive.</source>
        <translation>目标是 FUSE 文件系统：其守护进程可能进行缓存，因此写入可能未到达驱动器。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a network or host-shared filesystem: this measures the network and the server, not a local drive.</source>
        <translation>目标是网络或主机共享文件系统：测量的是网络和服务器，而非本地驱动器。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On btrfs the test file was created NOCOW (no compression, no checksums), so direct I/O is real.</source>
        <translation>在 btrfs 上测试文件以 NOCOW 方式创建（无压缩、无校验和），因此直接 I/O 是真实的。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The filesystem may compress the test data (NOCOW could not be set), so results can exceed what the drive itself does.</source>
        <translation>文件系统可能压缩测试数据（无法设置 NOCOW），因此结果可能超过驱动器本身的性能。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Windows could not set the test file&apos;s valid data length (that needs an administrator), so NTFS extended it with the timed writes: each such write ran alone, whatever the queue depth.</source>
        <translation>Windows 无法设置测试文件的有效数据长度（这需要管理员权限），因此 NTFS 在计时写入中逐步扩展它：每个这样的写入都单独执行，与队列深度无关。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The test file is encrypted by the filesystem (an EFS-encrypted folder): every write ran alone, and the results include the encryption.</source>
        <translation>测试文件由文件系统加密（EFS 加密的文件夹）：每次写入都单独执行，结果中包含加密的开销。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured by fio and imported, not by SolidMark&apos;s engine: fio&apos;s time windows, write data and flushes differ in the ways docs/methodology.md section 15 lists.</source>
        <translation>由 fio 测量并导入，而非 SolidMark 引擎：fio 的时间窗口、写入数据和刷新方式存在 docs/methodology.md 第 15 节所列的差异。</translation>
    </message>
</context>
<context>
    <name>sm::kind</name>
    <message>
        <location filename="../../core/result/run_result.h" line="+86"/>
        <source>AS SSD benchmark</source>
        <translation>AS SSD 基准测试</translation>
    </message>
    <message>
        <location filename="../../core/result/compression_result.h" line="+28"/>
        <source>Compression benchmark</source>
        <translation>压缩基准测试</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.h" line="+26"/>
        <source>Drive conditioning</source>
        <translation>驱动器预处理</translation>
    </message>
    <message>
        <location filename="../../core/result/copy_result.h" line="+31"/>
        <source>Copy benchmark</source>
        <translation>复制基准测试</translation>
    </message>
    <message>
        <location filename="../../core/result/fio_result.h" line="+68"/>
        <source>fio result</source>
        <translation>fio 结果</translation>
    </message>
    <message>
        <location filename="../../core/result/peer_result.h" line="+56"/>
        <source>Imported peer result (CrystalDiskMark, KDiskMark, AmorphousDiskMark)</source>
        <translation>导入的其他工具结果（CrystalDiskMark、KDiskMark、AmorphousDiskMark）</translation>
    </message>
    <message>
        <location filename="../../core/result/preset_result.h" line="+62"/>
        <source>Queue-depth presets (CrystalDiskMark-style)</source>
        <translation>队列深度预设（CrystalDiskMark 风格）</translation>
    </message>
    <message>
        <location filename="../../core/result/profile_result.h" line="+29"/>
        <source>Workload profile</source>
        <translation>负载配置</translation>
    </message>
    <message>
        <location filename="../../core/result/steady_result.h" line="+32"/>
        <source>Steady state</source>
        <translation>稳态</translation>
    </message>
    <message>
        <location filename="../../core/result/surface_result.h" line="+30"/>
        <source>Surface scan</source>
        <translation>表面扫描</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.h" line="+92"/>
        <source>Sustained write</source>
        <translation>持续写入</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.h" line="+22"/>
        <source>Block-size sweep</source>
        <translation>块大小扫描</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_result.h" line="+65"/>
        <source>Capacity check</source>
        <translation>容量检查</translation>
    </message>
</context>
<context>
    <name>sm::peer</name>
    <message>
        <location filename="../../core/result/peer_result.cpp" line="+216"/>
        <source>KDiskMark&apos;s MB/s is fio&apos;s bandwidth in KiB/s divided by 1000: 1.024 x MiB/s, which reads 2.34 % below decimal MB/s. Its numbers are imported as written, not converted; its latency is fio&apos;s completion latency.</source>
        <translation>KDiskMark 的 MB/s 是 fio 的带宽 (KiB/s) 除以 1000：即 1.024 × MiB/s，比十进制 MB/s 低 2.34 %。数值按原样导入，未经换算；其延迟为 fio 的完成延迟。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AmorphousDiskMark&apos;s numbers are imported as written (its header says decimal MB/s, 10^6 bytes/s).</source>
        <translation>AmorphousDiskMark 的数值按原样导入（其文件头注明为十进制 MB/s，10^6 字节/秒）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SolidMark&apos;s own text export: the numbers as it printed them, MB/s to 3 decimals, IOPS to 1 and latency to 2.</source>
        <translation>SolidMark 自己的文本导出：数值与其输出一致，MB/s 保留 3 位小数，IOPS 保留 1 位，延迟保留 2 位。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CrystalDiskMark&apos;s MB/s are decimal (10^6 bytes/s), as the presets print them; its IOPS are derived from MB/s and the block size. Imported as written.</source>
        <translation>CrystalDiskMark 的 MB/s 为十进制（10^6 字节/秒），与预设的输出相同；其 IOPS 由 MB/s 和块大小推算得出。按原样导入。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CrystalDiskMark 5 and 6 do not write their sequential rows&apos; block sizes: they are the ones those versions run (128 KiB with Q and T, 1 MiB at T=1).</source>
        <translation>CrystalDiskMark 5 和 6 的顺序测试行不写块大小：这里用的是这些版本实际使用的大小（有 Q 和 T 时为 128 KiB，T=1 时为 1 MiB）。</translation>
    </message>
    <message>
        <location filename="../../core/result/compare.cpp" line="-293"/>
        <source>A fill series: of its levels, the one nearest the other results&apos; fill is compared.</source>
        <translation>填充系列：比较其各级别中最接近其他结果填充率的那一级。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every result is a fill series: each row pairs the levels of the same fill.</source>
        <translation>每个结果都是填充系列：每一行对应相同填充率的级别。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>These results ran at different fills: a change between them is the fill&apos;s as much as the drive&apos;s.</source>
        <translation>这些结果在不同的填充率下测得：它们之间的差异既来自填充率，也来自驱动器。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Write-through is on: its writes went past the drive&apos;s cache. Not every result here has it on, so their write rows are not like with like.</source>
        <translation>直写已开启：写入绕过了驱动器的缓存。这里并非每个结果都开启了它，因此写入各行不能直接比较。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write-through is off: its writes went into the drive&apos;s cache. Not every result here has it off, so their write rows are not like with like.</source>
        <translation>直写已关闭：写入进入了驱动器的缓存。这里并非每个结果都关闭了它，因此写入各行不能直接比较。</translation>
    </message>
</context>
<context>
    <name>sm::reason</name>
    <message>
        <location filename="../../core/util/reason_text.h" line="+20"/>
        <source>Reading the SMART data of {} needs smartctl (Debian: smartmontools), which is not installed.</source>
        <translation>读取 {} 的 SMART 数据需要 smartctl（Debian：smartmontools），但它未安装。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>smartctl did not answer for {} within {} s.</source>
        <translation>smartctl 在 {1} 秒内没有回应 {0}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>smartctl gave no JSON for {} (exit status {}).</source>
        <translation>smartctl 没有为 {} 输出 JSON（退出状态 {}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl read no health record</source>
        <translation>smartctl 未读到健康记录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl: {}</source>
        <translation>smartctl: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs root or the disk group. {}</source>
        <translation>读取 {} 的 SMART 数据需要 root 或 disk 组权限。{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs an administrator (Windows: access denied).</source>
        <translation>读取 {} 的 SMART 数据需要管理员权限（Windows：拒绝访问）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its SMART data (SMART_RCV_DRIVE_DATA, error {}).</source>
        <translation>{} 未返回其 SMART 数据（SMART_RCV_DRIVE_DATA，错误 {}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the NVMe health log of {} needs root ({}).</source>
        <translation>读取 {} 的 NVMe 健康日志需要 root 权限（{}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened: {}.</source>
        <translation>无法打开 {}：{}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} did not return its health log ({}).</source>
        <translation>{} 未返回其健康日志（{}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its NVMe health log (IOCTL_STORAGE_QUERY_PROPERTY, error {}).</source>
        <translation>{} 未返回其 NVMe 健康日志（IOCTL_STORAGE_QUERY_PROPERTY，错误 {}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} answered the NVMe health log query with {} bytes, too few for the page.</source>
        <translation>{} 对 NVMe 健康日志查询只返回了 {} 字节，不足一页。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No drive was found under the target.</source>
        <translation>目标下未找到驱动器。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target spans several drives; their health is read one drive at a time.</source>
        <translation>目标跨越多个驱动器；其健康状态需逐个驱动器读取。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No NVMe controller was found for {}.</source>
        <translation>未找到 {} 的 NVMe 控制器。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This build of SolidMark reads no NVMe health log (built without libnvme).</source>
        <translation>此版本的 SolidMark 不读取 NVMe 健康日志（构建时未使用 libnvme）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} ({}) has no health record that SolidMark can read: it is neither NVMe nor ATA.</source>
        <translation>{}（{}）没有 SolidMark 能读取的健康记录：它既不是 NVMe 也不是 ATA。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown bus</source>
        <translation>未知总线</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s health was not recorded with this result.</source>
        <translation>此结果未记录驱动器的健康状态。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drive&apos;s health record could not be read.</source>
        <translation>无法读取驱动器的健康记录。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive does not count the bytes written to it (or its unit is unknown).</source>
        <translation>驱动器不统计写入的字节数（或其单位未知）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s written counter went backwards during the run.</source>
        <translation>运行期间驱动器的写入计数器倒退了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s media errors grew from {} to {} during this run.</source>
        <translation>本次运行中驱动器的介质错误从 {} 增加到 {}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive set a critical warning during this run: {}.</source>
        <translation>本次运行中驱动器设置了严重警告：{}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run ended before the drive&apos;s health was read again.</source>
        <translation>运行在再次读取驱动器健康状态之前就结束了。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no physical drive found under the target</source>
        <translation>目标下未找到物理驱动器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} does not report a temperature (StorageDeviceTemperatureProperty)</source>
        <translation>{} 不报告温度（StorageDeviceTemperatureProperty）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no single drive under the target</source>
        <translation>目标下不是单个驱动器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no hwmon sensor for {}</source>
        <translation>{} 没有 hwmon 传感器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no hwmon sensor for {}, and the NVMe health log of {} is not readable (it needs root)</source>
        <translation>{} 没有 hwmon 传感器，且无法读取 {} 的 NVMe 健康日志（需要 root）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sensor gave no reading</source>
        <translation>传感器没有给出读数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no block device</source>
        <translation>没有块设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open the device</source>
        <translation>无法打开设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the device&apos;s size</source>
        <translation>无法读取设备大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device too small</source>
        <translation>设备太小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 not available</source>
        <translation>udisks2 不可用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not authorised</source>
        <translation>未获授权</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 does not know the device</source>
        <translation>udisks2 不认识该设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no direct I/O on the device from udisks2</source>
        <translation>无法通过 udisks2 对设备进行直接 I/O</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 could not open the device</source>
        <translation>udisks2 无法打开设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no block device found for the target</source>
        <translation>未找到目标的块设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened read-only: {}</source>
        <translation>无法以只读方式打开 {}：{}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Through udisks2: {}</source>
        <translation>通过 udisks2：{}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the size of {}: {}</source>
        <translation>无法读取 {} 的大小：{}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} holds {}, less than the {} needed</source>
        <translation>{} 容量为 {}，少于所需的 {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open &apos;{}&apos;: {}.</source>
        <translation>无法打开“{}”：{}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no system bus: {}</source>
        <translation>没有系统总线：{}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has no block object for {}</source>
        <translation>udisks2 没有 {} 的块对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 not available on this platform</source>
        <translation>此平台上没有 udisks2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no answer</source>
        <translation>无应答</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit could not ask (no authentication agent answered)</source>
        <translation>{}：{}；polkit 无法询问（没有认证代理回应）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit would ask for a password (--authorize, or Allow in the GUI&apos;s question)</source>
        <translation>{}：{}；polkit 会要求输入密码（--authorize，或在图形界面的询问中选择“允许”）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot build the udisks2 call: {}</source>
        <translation>无法构造 udisks2 调用：{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 OpenDevice: a reply without a file descriptor</source>
        <translation>udisks2 OpenDevice：应答中没有文件描述符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot keep the descriptor: {}</source>
        <translation>无法保留描述符：{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 returned a descriptor that is not read-only; not used</source>
        <translation>udisks2 返回的描述符不是只读的；未使用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>O_DIRECT could not be set ({}) nor the descriptor reopened with it ({})</source>
        <translation>无法设置 O_DIRECT（{}），也无法用它重新打开描述符（{}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by udisks2</source>
        <translation>由 udisks2 设置 O_DIRECT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT set with fcntl</source>
        <translation>用 fcntl 设置 O_DIRECT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by reopening the descriptor</source>
        <translation>通过重新打开描述符设置 O_DIRECT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opened through udisks2 ({}, {})</source>
        <translation>通过 udisks2 打开（{}，{}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}</source>
        <translation>整个设备 {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}, {}</source>
        <translation>整个设备 {}，{}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 names no drive for {}</source>
        <translation>udisks2 没有给出 {} 的驱动器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 reads no ATA SMART for {}: its drive has no Drive.Ata interface</source>
        <translation>udisks2 不读取 {} 的 ATA SMART：其驱动器没有 Drive.Ata 接口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} has SMART turned off (udisks2)</source>
        <translation>{} 的 SMART 已关闭（udisks2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} does not support SMART (udisks2)</source>
        <translation>{} 不支持 SMART（udisks2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has not read the SMART data of {} yet; --authorize lets it read them now (polkit may ask)</source>
        <translation>udisks2 尚未读取 {} 的 SMART 数据；--authorize 可让它现在读取（polkit 可能会询问）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>udisks2 SmartGetAttributes: a reply SolidMark cannot read</source>
        <translation>udisks2 SmartGetAttributes：SolidMark 无法读取的应答</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permission denied</source>
        <translation>权限不够</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operation not permitted</source>
        <translation>不允许的操作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such file or directory</source>
        <translation>没有那个文件或目录</translation>
    </message>
</context>
<context>
    <name>smui::CapacityDialog</name>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="-312"/>
        <source>changed</source>
        <translation>已改变</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overwritten</source>
        <translation>被覆盖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corrupted</source>
        <translation>已损坏</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the check ended before every file was read back</source>
        <translation>检查在读回所有文件之前结束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the check was aborted at %1</source>
        <translation>检查在 %1 处中止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the volume became full at %1</source>
        <translation>卷在 %1 处已满</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive went away at %1</source>
        <translation>驱动器在 %1 处消失</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file system became read-only at %1</source>
        <translation>文件系统在 %1 处变为只读</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing failed at %1</source>
        <translation>写入在 %1 处失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading failed at %1</source>
        <translation>读取在 %1 处失败</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Capacity check</source>
        <translation>容量检查</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1
Does the drive hold what it claims? Fills the free space with files in the format of f3 and H2testw, reads them back and checks every 512-byte sector. The files are removed afterwards unless kept.</source>
        <translation>目标：%1
驱动器是否名副其实？用 f3 和 H2testw 格式的文件填满可用空间，再读回并检查每个 512 字节扇区。除非选择保留，文件随后会被删除。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All the free space</source>
        <translation>全部可用空间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>50 % of the free space</source>
        <translation>可用空间的 50 %</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>25 % of the free space</source>
        <translation>可用空间的 25 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The test size (%1)</source>
        <translation>测试大小（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 GiB (f3read and H2testw read them)</source>
        <translation>1 GiB（f3read 和 H2testw 可读取）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep the files</source>
        <translation>保留文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only read back the files in the target</source>
        <translation>仅读回目标中的文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Amount:</source>
        <translation>数量：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+175"/>
        <source>Write</source>
        <translation>写入</translation>
    </message>
    <message>
        <location line="-174"/>
        <location line="+175"/>
        <source>Read</source>
        <translation>读取</translation>
    </message>
    <message>
        <location line="-174"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s（MiB/s）</translation>
    </message>
    <message>
        <location line="+74"/>
        <location line="+124"/>
        <source>Speed over the capacity, every half second</source>
        <translation>整个容量上的速度（每半秒）</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Verdict: ----</source>
        <translation>结论：----</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Genuine: all %1 written read back intact.</source>
        <translation>真品：写入的全部 %1 均完好读回。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fake: only the first %1 hold their data; what was written past that reads back as zeros.</source>
        <translation>假货：只有前 %1 保留了数据；之后写入的内容读回为零。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fake: only the first %1 hold their data; what was written past that is lost.</source>
        <translation>假货：只有前 %1 保留了数据；之后写入的内容已丢失。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wraps around: data written past %1 overwrote earlier data.</source>
        <translation>循环覆盖：写在 %1 之后的数据覆盖了先前的数据。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Corrupts data: %1 sectors came back damaged (%2 changed, %3 overwritten, %4 corrupted); %5 could not be read.</source>
        <translation>损坏数据：%1 个扇区读回时已损坏（改变 %2，覆盖 %3，损坏 %4）；%5 个无法读取。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopped: %1; nothing was read back.</source>
        <translation>已停止：%1；没有读回任何内容。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: %1; the %2 verified before that read back intact.</source>
        <translation>已停止：%1；此前校验的 %2 均完好读回。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The check ended early: %1.</source>
        <translation>检查提前结束：%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announced: drive %1, file system %2. Real capacity (intact data): %3.</source>
        <translation>标称：驱动器 %1，文件系统 %2。实际容量（完好数据）：%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Written %1, intact %2, lost %3: %4 changed, %5 overwritten, %6 corrupted, %7 unreadable sectors.</source>
        <translation>写入 %1，完好 %2，丢失 %3：改变 %4，覆盖 %5，损坏 %6，不可读 %7 个扇区。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 MB/s on average, %3 to %4 MB/s per file, slowest second %5 MB/s.</source>
        <translation>%1：平均 %2 MB/s，每个文件 %3 到 %4 MB/s，最慢一秒 %5 MB/s。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First bad sector: %1.h2w at %2, expected offset %3, found %4 (%5).</source>
        <translation>第一个坏扇区：%1.h2w 的 %2 处，预期偏移 %3，实际 %4（%5）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Files of %1: f3read and H2testw read only 1 GiB files.</source>
        <translation>%1 的文件：f3read 和 H2testw 只读取 1 GiB 的文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The files are kept in %1.</source>
        <translation>文件保留在 %1。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Speed over the capacity, per file</source>
        <translation>整个容量上的速度（按文件）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 per cell</source>
        <translation>每格 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target: %1    read back the .h2w files in %2</source>
        <translation>目标：%1    读回 %2 中的 .h2w 文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1    %2 in files of %3, read back with direct I/O</source>
        <translation>目标：%1    %2，每个文件 %3，以直接 I/O 读回</translation>
    </message>
</context>
<context>
    <name>smui::CapacityMap</name>
    <message>
        <location filename="../../ui/charts/capacity_map.cpp" line="+23"/>
        <source>not reached</source>
        <translation>未到达</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written, not read back yet</source>
        <translation>已写入，尚未读回</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intact</source>
        <translation>完好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partly lost</source>
        <translation>部分丢失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>丢失</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>%1; each cell of the map is a slice of %2 files</source>
        <translation>%1；图中每格代表 %2 个文件</translation>
    </message>
</context>
<context>
    <name>smui::ChartUtil</name>
    <message>
        <location filename="../../ui/charts/chart_util.cpp" line="+263"/>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chart of the figures in the results table</source>
        <translation>结果表中数值的图表</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The measured figures, one row each</source>
        <translation>测得的数值，每项一行</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>No data yet</source>
        <translation>暂无数据</translation>
    </message>
</context>
<context>
    <name>smui::CloseGuard</name>
    <message>
        <location filename="../../ui/desktop/close_guard.cpp" line="+54"/>
        <location line="+98"/>
        <source>SolidMark</source>
        <translation>SolidMark</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Stopping — SolidMark</source>
        <translation>正在停止 — SolidMark</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopping… removing the test file</source>
        <translation>正在停止… 正在删除测试文件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close anyway (leave the file)</source>
        <translation>仍然关闭（保留文件）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Waiting %1 s for the engine to stop and the drive to remove the file.</source>
        <translation>已等待 %1 秒，等待引擎停止并从驱动器删除文件。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, the test folder may stay on the drive.</source>
        <translation>耗时较长：驱动器可能很慢或没有响应。如果现在关闭，测试文件夹可能会留在驱动器上。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, %1 stays on the drive and you must remove it by hand.</source>
        <translation>耗时较长：驱动器可能很慢或没有响应。如果现在关闭，%1 会留在驱动器上，需要手动删除。</translation>
    </message>
</context>
<context>
    <name>smui::CompareChart</name>
    <message>
        <location filename="../../ui/charts/compare_chart.cpp" line="+184"/>
        <source>%1: %2</source>
        <comment>a chart&apos;s title and what it is of: Latency percentiles: 4K read</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 and %2</source>
        <comment>two kinds of result compared</comment>
        <translation>%1 与 %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>test size %1</source>
        <translation>测试大小 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>test sizes %1 to %2</source>
        <translation>测试大小 %1 至 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to %2</source>
        <comment>a range of dates</comment>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/compare_bars.cpp" line="+55"/>
        <source>higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>change in % against %1</source>
        <translation>相对于 %1 的变化 (%)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 · %2</source>
        <comment>a bar chart&apos;s row heading, then which way is better</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/compare_curves.cpp" line="+253"/>
        <source>Dashed lines: where each result&apos;s write cache ran out</source>
        <translation>虚线：各结果的写入缓存耗尽之处</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>logarithmic scale</source>
        <translation>对数刻度</translation>
    </message>
</context>
<context>
    <name>smui::CompareDialog</name>
    <message>
        <location filename="../../ui/tools/compare_dialog.cpp" line="+48"/>
        <source>Compare results: %1 — SolidMark</source>
        <translation>比较结果：%1 — SolidMark</translation>
    </message>
    <message>
        <location filename="../../ui/charts/speed_chart.cpp" line="+35"/>
        <source>R</source>
        <comment>short for read</comment>
        <translation>读</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>W</source>
        <comment>short for write</comment>
        <translation>写</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compare_dialog.cpp" line="+66"/>
        <source>Name (click to edit)</source>
        <translation>名称（点击编辑）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (UTC)</source>
        <translation>日期 (UTC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Best first</source>
        <translation>最佳在前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As listed</source>
        <translation>按列表顺序</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chart:</source>
        <translation>图表：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reference:</source>
        <translation>基准：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highlight:</source>
        <translation>突出显示：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars:</source>
        <translation>条形：</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Fill</source>
        <translation>填充</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Width:</source>
        <translation>宽度：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scale:</source>
        <translation>缩放：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Theme:</source>
        <translation>主题：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save SVG…</source>
        <translation>保存 SVG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>导出 JSON…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+210"/>
        <source>This build of SolidMark has no Qt Svg; save a PNG instead</source>
        <translation>此 SolidMark 版本没有 Qt Svg；请改为保存 PNG</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2</source>
        <comment>a compare note: the result, then what its numbers are</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1–%2 °C</source>
        <comment>the drive&apos;s temperature range</comment>
        <translation>%1–%2 °C</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (reference)</source>
        <translation>（基准）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The best value of this row</source>
        <translation>本行的最佳值</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the comparison</source>
        <translation>保存比较</translation>
    </message>
    <message>
        <location line="-236"/>
        <source>Save PNG…</source>
        <translation>保存 PNG…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="-207"/>
        <source>%1 and %2</source>
        <comment>two kinds of result compared</comment>
        <translation>%1 与 %2</translation>
    </message>
</context>
<context>
    <name>smui::CompressionDialog</name>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="-78"/>
        <source>Compression benchmark</source>
        <translation>压缩基准测试</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target: %1    Test size: %2 (%3 per point, 1 MB blocks, QD1, unbuffered)</source>
        <translation>目标：%1    测试大小：%2（每点 %3，1 MB 块，QD1，无缓冲）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed by compressibility</source>
        <translation>速度与可压缩性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (share of zero bytes, %)</source>
        <translation>可压缩性（零字节占比，%）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Read MB/s</source>
        <translation>读取 MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write MB/s</source>
        <translation>写入 MB/s</translation>
    </message>
</context>
<context>
    <name>smui::ConditionDialog</name>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="-145"/>
        <source>Condition drive</source>
        <translation>预处理驱动器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Random 128 KiB incompressible writes over a conditioning file, to bring the drive to its used (steady) state before a run labelled &quot;conditioned&quot;. At least 2 GiB stay free.</source>
        <translation>目标：%1
在预处理文件上进行 128 KiB 不可压缩随机写入，使驱动器在标记为“conditioned”的运行之前进入使用后的（稳定）状态。至少保留 2 GiB 可用空间。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>50 % of the free space</source>
        <translation>可用空间的 50 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>可用空间的 25 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75 % of the free space</source>
        <translation>可用空间的 75 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>测试大小（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB written</source>
        <translation>已写入 GiB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One sequential pass over the file first</source>
        <translation>先对文件进行一遍顺序写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the file during the next run (removed when it ends)</source>
        <translation>在下次运行期间保留该文件（运行结束时删除）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File size:</source>
        <translation>文件大小：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after:</source>
        <translation>停止条件：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write speed while conditioning</source>
        <translation>预处理期间的写入速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random 128 KiB write</source>
        <translation>128 KiB 随机写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (s)</source>
        <translation>时间 (秒)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s, after a %6 s sequential fill.</source>
        <translation>已预处理 %1：%2 的文件，%4 秒内随机写入 128 KiB 共 %3 = %5 MB/s，之前顺序填充用时 %6 秒。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s.</source>
        <translation>已预处理 %1：%2 的文件，%4 秒内随机写入 128 KiB 共 %3 = %5 MB/s。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>MB/s per second: first %1, last %2, min %3, max %4 (%n sample(s))</source>
        <translation>
            <numerusform>每秒 MB/s：首个 %1，末个 %2，最小 %3，最大 %4（%n 个样本）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is kept in %1 until the next run on this target ends.</source>
        <translation>该文件保留在 %1，直到此目标上的下次运行结束。</translation>
    </message>
</context>
<context>
    <name>smui::CopyDialog</name>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="-76"/>
        <source>Copy benchmark</source>
        <translation>复制基准测试</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Scale: %2 (test size %3; 1 GiB = full-size sets)
Each set is created, flushed and evicted from the cache, then copied on the same volume; the time includes flushing the copy.</source>
        <translation>目标：%1    规模：%2（测试大小 %3；1 GiB = 完整大小的文件集）
每个文件集先创建、刷新到磁盘并从缓存中逐出，再在同一卷上复制；时间包括刷新副本。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
</context>
<context>
    <name>smui::Elevation</name>
    <message>
        <location filename="../../ui/desktop/elevation.cpp" line="+65"/>
        <source>the restart was declined</source>
        <translation>重新启动被拒绝</translation>
    </message>
</context>
<context>
    <name>smui::HealthDialog</name>
    <message>
        <location filename="../../ui/panels/health_view.cpp" line="+26"/>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Health</source>
        <translation>健康状况</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why not</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Critical warning</source>
        <translation>严重警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available spare</source>
        <translation>可用备用空间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spare threshold</source>
        <translation>备用空间阈值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentage used</source>
        <translation>已用寿命百分比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data read</source>
        <translation>已读数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data written</source>
        <translation>已写数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power-on hours</source>
        <translation>通电时间（小时）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power cycles</source>
        <translation>通电次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsafe shutdowns</source>
        <translation>不安全关机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Media errors</source>
        <translation>介质错误</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error log entries</source>
        <translation>错误日志条目</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>critical warning (%1)</source>
        <translation>严重警告（%1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>unknown: %1</source>
        <translation>未知：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 % used</source>
        <translation>已用 %1 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the drive counted %1 written during this run (SolidMark wrote %2)</source>
        <translation>本次运行中驱动器记录写入 %1（SolidMark 写入 %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive counted %1 written during this run</source>
        <translation>本次运行中驱动器记录写入 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drive health</source>
        <translation>驱动器健康状况</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Worst</source>
        <translation>最差值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raw</source>
        <translation>原始值</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Read again</source>
        <translation>重新读取(&amp;R)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>smui::HistoryDialog</name>
    <message>
        <location filename="../../ui/tools/history_dialog.cpp" line="-268"/>
        <source>History — SolidMark</source>
        <translation>历史记录 — SolidMark</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved results in %1</source>
        <translation>已保存的结果位于 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+225"/>
        <source>The history cannot be opened: %1</source>
        <translation>无法打开历史记录：%1</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>Filter by drive (model or serial)</source>
        <translation>按驱动器筛选（型号或序列号）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drive:</source>
        <translation>驱动器：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (UTC)</source>
        <translation>日期 (UTC)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>读取</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>写入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>总分</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select two or more results of the same kind (up to 26), or imported peer results and preset runs</source>
        <translation>选择两个或更多同类结果（最多 26 个），或导入的其他工具结果与预设运行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>导出 JSON…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Delete the %n selected result(s) from the history?</source>
        <translation>
            <numerusform>要从历史记录中删除所选的 %n 个结果吗？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export JSON</source>
        <translation>导出 JSON</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Store a SolidMark result JSON, or a text saved by CrystalDiskMark 5–9, KDiskMark or AmorphousDiskMark</source>
        <translation>保存 SolidMark 结果 JSON，或由 CrystalDiskMark 5–9、KDiskMark 或 AmorphousDiskMark 保存的文本</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Every result SolidMark reads (*.txt *.json)</source>
        <translation>SolidMark 可读取的所有结果 (*.txt *.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CrystalDiskMark text (*.txt)</source>
        <translation>CrystalDiskMark 文本 (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KDiskMark text (*.txt)</source>
        <translation>KDiskMark 文本 (*.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AmorphousDiskMark text (*.txt)</source>
        <translation>AmorphousDiskMark 文本 (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SolidMark result JSON (*.json)</source>
        <translation>SolidMark 结果 JSON (*.json)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import a result</source>
        <translation>导入结果</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot import %1:
%2
Nothing was stored.</source>
        <translation>无法导入 %1：
%2
未保存任何内容。</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>%1 (local time)</source>
        <comment>a date whose time zone is not known</comment>
        <translation>%1（当地时间）</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected benchmark run in the main window</source>
        <translation>在主窗口中显示所选的基准测试运行</translation>
    </message>
</context>
<context>
    <name>smui::MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+265"/>
        <source>Whole-drive access time</source>
        <translation>整个驱动器的访问时间</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Reading the whole drive needs your permission; nothing is written.

Allow it and your desktop may ask for your password. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>读取整个驱动器需要您的许可；不会写入任何内容。

允许后，桌面可能会要求输入密码。改用测试文件时，访问时间读取只覆盖测试文件，结果中会注明。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allow</source>
        <translation>允许</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Use a test file instead</source>
        <translation>改用测试文件</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-74"/>
        <source>Acc.time read spanned the test file, not the whole drive: %1.</source>
        <translation>Acc.time 读取覆盖的是测试文件，而非整个驱动器：%1。</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>&amp;Write-through (writes past the drive&apos;s cache)</source>
        <translation>直写(绕过驱动器缓存写入)(&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every write of the test file completes only once it is past the drive&apos;s volatile cache (FUA), as AS SSD is said to write. Off: direct I/O alone, as CrystalDiskMark and fio.</source>
        <translation>测试文件的每次写入都要在越过驱动器的易失性缓存后才完成 (FUA),据称 AS SSD 就是这样写入的。关闭:仅使用直接 I/O,与 CrystalDiskMark 和 fio 相同。</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Dri&amp;ve health…</source>
        <translation>驱动器健康状况(&amp;V)…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>  ·  write-through</source>
        <translation>  ·  直写</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-232"/>
        <location line="+532"/>
        <source>SolidMark %1</source>
        <translation>SolidMark %1</translation>
    </message>
    <message>
        <location line="-436"/>
        <source>Incompressible</source>
        <translation>不可压缩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressible (%1 % zeros)</source>
        <translation>可压缩（%1 % 为零）</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Choose a target volume or folder first.</source>
        <translation>请先选择目标卷或文件夹。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Reading the whole drive needs an administrator on Windows; nothing is written.

Restart SolidMark as administrator (Windows asks you to confirm) and the run starts again there. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>在 Windows 上读取整个驱动器需要管理员权限；不会写入任何内容。

以管理员身份重新启动 SolidMark（Windows 会请你确认），测试将在那里重新开始。改用测试文件时，访问时间读取只覆盖测试文件，结果中会注明。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>SolidMark was not restarted as administrator: %1. Nothing was run.</source>
        <translation>SolidMark 未以管理员身份重新启动：%1。未运行任何测试。</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Restart as administrator</source>
        <translation>以管理员身份重新启动</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Aborting…</source>
        <translation>正在中止…</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../ui/window/main_window_view.cpp" line="-360"/>
        <location line="+170"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1…  %p%</source>
        <translation>%1…  %p%</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+166"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>Finished; the test folder has been removed.</source>
        <translation>已完成；测试文件夹已删除。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 It is still shown here: File → Export JSON… saves it.</source>
        <translation>%1 结果仍显示在此处：可通过“文件 → 导出 JSON…”保存。</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+17"/>
        <location line="+23"/>
        <location line="+18"/>
        <location filename="../../ui/window/main_window_files.cpp" line="-153"/>
        <location line="+33"/>
        <source>SolidMark</source>
        <translation>SolidMark</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Compare with the last out-of-box run of this drive?</source>
        <translation>要与此驱动器上一次 out-of-box 运行进行比较吗？</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Aborted</source>
        <translation>已中止</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+37"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Wait for the running benchmark to finish, or abort it, before starting another.</source>
        <translation>请等待正在运行的基准测试完成或将其中止，然后再开始另一个。</translation>
    </message>
    <message>
        <location line="-271"/>
        <location line="+353"/>
        <location filename="../../ui/window/main_window_view.cpp" line="-9"/>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location line="-537"/>
        <source>A benchmark is running. Abort it and remove its test folder?</source>
        <translation>基准测试正在运行。要中止它并删除其测试文件夹吗？</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-33"/>
        <location line="+23"/>
        <source>There is no result to export yet.</source>
        <translation>还没有可导出的结果。</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+389"/>
        <location filename="../../ui/window/main_window_files.cpp" line="-20"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+1"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text (*.txt)</source>
        <translation>文本 (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+0"/>
        <location filename="../../ui/window/main_window_files.cpp" line="+6"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+36"/>
        <source>Cannot import %1:
%2
Choose a JSON file exported by SolidMark.</source>
        <translation>无法导入 %1：
%2
请选择由 SolidMark 导出的 JSON 文件。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Showing %1</source>
        <translation>正在显示 %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Import fio result</source>
        <translation>导入 fio 结果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fio JSON output (*.json);;All files (*)</source>
        <translation>fio JSON 输出 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot import %1:
%2
Choose the output of fio --output-format=json or json+.</source>
        <translation>无法导入 %1：
%2
请选择 fio --output-format=json 或 json+ 的输出。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>fio result: %1</source>
        <translation>fio 结果：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Showing %1 (measured by fio)</source>
        <translation>正在显示 %1（由 fio 测量）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;As in AS SSD, with all values in MB/s (MiB/s):&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × SeqRead + 4K Read + 4K-64Thrd Read
Write = 0.1 × SeqWrite + 4K Write + 4K-64Thrd Write
Total = 0.1 × SeqRead + 0.15 × SeqWrite + 2 × 4K Read
        + 4K Write + 1.5 × 4K-64Thrd Read + 4K-64Thrd Write&lt;/pre&gt;&lt;p&gt;Access time does not count. A score appears only when all of its inputs were measured in this run.&lt;/p&gt;</source>
        <translation>&lt;p&gt;与 AS SSD 相同，所有数值均以 MB/s (MiB/s) 计：&lt;/p&gt;&lt;pre&gt;读取 = 0.1 × SeqRead + 4K Read + 4K-64Thrd Read
写入 = 0.1 × SeqWrite + 4K Write + 4K-64Thrd Write
总分 = 0.1 × SeqRead + 0.15 × SeqWrite + 2 × 4K Read
       + 4K Write + 1.5 × 4K-64Thrd Read + 4K-64Thrd Write&lt;/pre&gt;&lt;p&gt;访问时间不计入。只有当某项得分的所有输入都在本次运行中测得时，才会显示该得分。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;This run:&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × %1 + %2 + %3 = %4
Write = 0.1 × %5 + %6 + %7 = %8
Total = 0.1 × %1 + 0.15 × %5 + 2 × %2 + %6 + 1.5 × %3 + %7 = %9&lt;/pre&gt;</source>
        <translation>&lt;p&gt;本次运行：&lt;/p&gt;&lt;pre&gt;读取 = 0.1 × %1 + %2 + %3 = %4
写入 = 0.1 × %5 + %6 + %7 = %8
总分 = 0.1 × %1 + 0.15 × %5 + 2 × %2 + %6 + 1.5 × %3 + %7 = %9&lt;/pre&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How scores are computed</source>
        <translation>得分的计算方法</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a folder on the drive to test</source>
        <translation>请在要测试的驱动器上选择一个文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-185"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99.9</source>
        <translation>p99.9</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Completion latency of each I/O, in microseconds</source>
        <translation>每次 I/O 的完成延迟，单位为微秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Latency (µs)</source>
        <translation>延迟 (µs)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test size</source>
        <translation>测试大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test data</source>
        <translation>测试数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill</source>
        <translation>填充</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+170"/>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>Start the benchmark; Esc aborts a running one</source>
        <translation>开始基准测试；运行中按 Esc 中止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The running test and how far it is</source>
        <translation>正在运行的测试及其进度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run the %1 test</source>
        <translation>运行 %1 测试</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Volume or folder to test. SolidMark writes only inside its own SolidMark-* folder there and removes it afterwards.</source>
        <translation>要测试的卷或文件夹。SolidMark 只在其中自己的 SolidMark-* 文件夹内写入，之后会将其删除。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose folder…</source>
        <translation>选择文件夹…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size of the test file</source>
        <translation>测试文件的大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Incompressible: fresh random data, what AS SSD measures.
Compressible: a share of every 4 KiB is zeros (controllers that compress look faster).</source>
        <translation>不可压缩：全新的随机数据，即 AS SSD 测量的内容。
可压缩：每 4 KiB 中有一部分为零（会压缩的控制器看起来更快）。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Health</source>
        <translation>健康状况</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+225"/>
        <source>Read</source>
        <translation>读取</translation>
    </message>
    <message>
        <location line="-224"/>
        <location line="+224"/>
        <source>Write</source>
        <translation>写入</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Score:</source>
        <translation>得分：</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Total:</source>
        <translation>总分：</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Saved with the run in the history: out-of-box, conditioned, or any text</source>
        <translation>随运行一起保存到历史记录：out-of-box、conditioned 或任意文本</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;screenshot…</source>
        <translation>保存截图(&amp;S)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save screenshot</source>
        <translation>保存截图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export &amp;JSON…</source>
        <translation>导出 &amp;JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;CSV…</source>
        <translation>导出 &amp;CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;text…</source>
        <translation>导出文本(&amp;T)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import &amp;fio result…</source>
        <translation>导入 &amp;fio 结果…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy results as text</source>
        <translation>以文本复制结果(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Acc.time read</source>
        <translation>访问时间读取(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whole &amp;device (AS SSD)</source>
        <translation>整个设备(&amp;D)（AS SSD）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test file</source>
        <translation>测试文件(&amp;T)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;MB/s</source>
        <translation>&amp;MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;IOPS</source>
        <translation>&amp;IOPS</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;System</source>
        <translation>系统(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How scores are &amp;computed</source>
        <translation>得分的计算方法(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;log folder</source>
        <translation>打开日志文件夹(&amp;L)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;About SolidMark</source>
        <translation>关于 SolidMark(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About SolidMark</source>
        <translation>关于 SolidMark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;An open-source SSD benchmark in the tradition of AS SSD Benchmark.&lt;/p&gt;&lt;p&gt;Qt %2, spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;License: GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;一款延续 AS SSD Benchmark 传统的开源 SSD 基准测试工具。&lt;/p&gt;&lt;p&gt;Qt %2，spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;许可证：GNU GPL 第 3 版或更高版本。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;History…</source>
        <translation>历史记录(&amp;H)…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test: %1. Direction: %2. Value: %3.</source>
        <translation>测试：%1。方向：%2。数值：%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 I/Os of %2 B in %3 s
latency mean %4 µs, p99 %5 µs</source>
        <translation>%3 秒内 %1 次 %2 B 的 I/O
延迟平均 %4 µs，p99 %5 µs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
Span: the whole device</source>
        <translation>
范围：整个设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
Span: the test file (%1)</source>
        <translation>
范围：测试文件（%1）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1  ·  %2  ·  %3</source>
        <translation>%1  ·  %2  ·  %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  ·  %1</source>
        <translation>  ·  %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  ·  BUFFERED (cached, not comparable)</source>
        <translation>  ·  缓冲（经缓存，不可比较）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  ·  %1 °C</source>
        <translation>  ·  %1 °C</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  ·  %1–%2 °C</source>
        <translation>  ·  %1–%2 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  ·  no temperature (%1)</source>
        <translation>  ·  无温度（%1）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Throttling: %1 at %2 s was %3 % below its speed before the drive reached its warning temperature of %4 °C.</source>
        <translation>温度降速：%1 在 %2 秒时比硬盘达到 %4 °C 警告温度之前慢了 %3 %。</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="+76"/>
        <source>%1 (%2), %3, %4 free</source>
        <translation>%1（%2），%3，可用 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1</source>
        <translation>文件夹：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device: %1</source>
        <translation>设备：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filesystem: %1</source>
        <translation>文件系统：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size: %1</source>
        <translation>大小：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free: %1</source>
        <translation>可用：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>存储栈：%1</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Firmware</source>
        <translation>固件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Controller</source>
        <translation>控制器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offset</source>
        <translation>偏移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filesystem</source>
        <translation>文件系统</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free</source>
        <translation>可用</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stack</source>
        <translation>存储栈</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+54"/>
        <source>&amp;Compression benchmark…</source>
        <translation>压缩基准测试(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+28"/>
        <source>C&amp;opy benchmark…</source>
        <translation>复制基准测试(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+1"/>
        <source>&amp;Queue-depth presets (CrystalDiskMark-style)…</source>
        <translation>队列深度预设（CrystalDiskMark 风格）(&amp;Q)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+1"/>
        <source>&amp;Workload profiles…</source>
        <translation>负载配置(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+1"/>
        <source>&amp;Block-size sweep…</source>
        <translation>块大小扫描(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+1"/>
        <source>S&amp;urface scan…</source>
        <translation>表面扫描(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+1"/>
        <source>&amp;Steady state…</source>
        <translation>稳态(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+1"/>
        <source>Sus&amp;tained write…</source>
        <translation>持续写入(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+5"/>
        <source>Condition &amp;drive…</source>
        <translation>预处理驱动器(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="-164"/>
        <source>reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
Reading its size and drive…</source>
        <translation>文件夹：%1
正在读取其大小和驱动器…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not responding</source>
        <translation>无响应</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
It did not answer within %2 s: its filesystem is stalled (a FUSE daemon or network server that stopped responding, or a failing drive). SolidMark does not wait for it; choose another target, or wait: it is listed again when it answers.</source>
        <translation>文件夹：%1
它在 %2 秒内没有响应：其文件系统已停滞（FUSE 守护进程或网络服务器停止响应，或驱动器故障）。SolidMark 不会等待它；请选择其他目标，或等待：它响应后会重新列出。</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-187"/>
        <source>&amp;Open result…</source>
        <translation>打开结果(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-248"/>
        <source>%1 is not responding (a stalled FUSE daemon, network server or drive). Choose another target, or wait until it answers.</source>
        <translation>%1 没有响应（FUSE 守护进程、网络服务器或驱动器已停滞）。请选择其他目标，或等待其响应。</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+251"/>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+147"/>
        <source>Aborted before the run started; nothing was written.</source>
        <translation>在运行开始前已中止；未写入任何内容。</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>the history (#%1)</source>
        <translation>历史记录（#%1）</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-109"/>
        <source>Open result</source>
        <translation>打开结果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SolidMark results (*.solidmark.json *.json)</source>
        <translation>SolidMark 结果 (*.solidmark.json *.json)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Opened from %1 — run on %2</source>
        <translation>打开自 %1 — 运行于 %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_health.cpp" line="+36"/>
        <source>Drive health</source>
        <translation>驱动器健康状况</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 reports a critical warning (%2).

A benchmark writes to the drive, and this drive may be failing. Back up its data first.</source>
        <translation>%1 报告了严重警告（%2）。

基准测试会向驱动器写入数据，而此驱动器可能正在故障。请先备份其数据。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Run anyway</source>
        <translation>仍然运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_fill.cpp" line="+31"/>
        <source>Fill series</source>
        <translation>填充系列</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+8"/>
        <source>Ca&amp;pacity check…</source>
        <translation>容量检查(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>smui::PresetDialog</name>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="-320"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+232"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location line="-230"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Queue-depth presets (CrystalDiskMark-style)</source>
        <translation>队列深度预设（CrystalDiskMark 风格）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them (the main window&apos;s AS SSD suite uses MiB/s).</source>
        <translation>目标：%1    测试大小：%2    速度单位为 MB/s = 10^6 字节/秒，与 CrystalDiskMark 的显示一致（主窗口的 AS SSD 套件使用 MiB/s）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One row per test: read, write and mix figures in the chosen unit</source>
        <translation>每个测试一行：以所选单位显示读取、写入和混合数值</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read</source>
        <translation>读取</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>写入</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+73"/>
        <source>Mix</source>
        <translation>混合</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars of the table&apos;s figures per test</source>
        <translation>按测试显示表中数值的柱状图</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)</source>
        <translation>默认（SEQ1M Q8T1、SEQ1M Q1T1、RND4K Q32T1、RND4K Q1T1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVMe (SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1)</source>
        <translation>NVMe（SEQ1M Q8T1、SEQ128K Q32T1、RND4K Q32T16、RND4K Q1T1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The set of tests to run</source>
        <translation>要运行的测试组合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak: best pass</source>
        <translation>Peak：最佳一遍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Real: mean of the passes</source>
        <translation>Real：各遍的平均值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile</source>
        <translation>配置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Report the best pass (Peak) or the mean of the passes (Real)</source>
        <translation>报告最佳一遍（Peak）或各遍的平均值（Real）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passes</source>
        <translation>遍数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Passes per test and direction</source>
        <translation>每个测试和方向的遍数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preset:</source>
        <translation>预设：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile:</source>
        <translation>配置：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes:</source>
        <translation>遍数：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval</source>
        <translation>间隔</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rest before every pass but the first, so the drive cools down</source>
        <translation>除第一遍外，每遍之前休息，让驱动器降温</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+Mix</source>
        <translation>+混合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a mixed read/write measurement to every test, as CrystalDiskMark&apos;s +Mix</source>
        <translation>为每个测试添加一次读写混合测量，如同 CrystalDiskMark 的 +Mix</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> % read</source>
        <translation> % 读取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mix read share</source>
        <translation>混合读取占比</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of reads in the mixed measurement; the rest are writes</source>
        <translation>混合测量中读取所占的比例；其余为写入</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What the table and chart show; the exports keep every unit</source>
        <translation>表格和图表显示的内容；导出文件保留所有单位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval:</source>
        <translation>间隔：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unit:</source>
        <translation>单位：</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Custom (%1)</source>
        <translation>自定义（%1）</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Read (%1)</source>
        <translation>读取（%1）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write (%1)</source>
        <translation>写入（%1）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mix %1 % (%2)</source>
        <translation>混合 %1 %（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 字节/秒)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB/s (10^9 bytes/s)</source>
        <translation>GB/s (10^9 字节/秒)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean latency (µs)</source>
        <translation>平均延迟 (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per test</source>
        <translation>各测试的 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+74"/>
        <source>Target: %1    Test size: %2    %3 of %n pass(es), queue engine %4. Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them.</source>
        <translation>
            <numerusform>目标：%1    测试大小：%2    %3（共 %n 遍），队列引擎 %4。速度单位为 MB/s = 10^6 字节/秒，与 CrystalDiskMark 的显示一致。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peak: best</source>
        <translation>Peak：最佳</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Real: mean</source>
        <translation>Real：平均</translation>
    </message>
</context>
<context>
    <name>smui::ProfileDialog</name>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="-118"/>
        <source>Workload profiles</source>
        <translation>负载配置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    An IOMeter-style mix at each queue depth of the ramp, %3 s per step. MB/s = 10^6 bytes/s.</source>
        <translation>目标：%1    测试大小：%2    在递增的每个队列深度上运行 IOMeter 风格的混合负载，每步 %3 秒。MB/s = 10^6 字节/秒。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database: 8 KiB, 67 % read</source>
        <translation>数据库：8 KiB，67 % 读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File server: 512 B–64 KiB, 80 % read</source>
        <translation>文件服务器：512 B–64 KiB，80 % 读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web server: 512 B–512 KiB, 100 % read</source>
        <translation>Web 服务器：512 B–512 KiB，100 % 读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workstation: 8 KiB, 80 % read, 80 % random</source>
        <translation>工作站：8 KiB，80 % 读取，80 % 随机</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Profile:</source>
        <translation>配置：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threads:</source>
        <translation>线程：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS and p99 latency against queue depth</source>
        <translation>IOPS 和 p99 延迟随队列深度的变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+8"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+3"/>
        <source>p99 latency (µs)</source>
        <translation>p99 延迟 (µs)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Queue depth</source>
        <translation>队列深度</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean µs</source>
        <translation>平均 µs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>QD %1</source>
        <translation>QD %1</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>Target: %1    Test size: %2    Profile %3, %n thread(s), queue engine %4. MB/s = 10^6 bytes/s.</source>
        <translation>
            <numerusform>目标：%1    测试大小：%2    配置 %3，%n 个线程，队列引擎 %4。MB/s = 10^6 字节/秒。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>smui::SpeedChart</name>
    <message>
        <location filename="../../ui/charts/speed_chart.cpp" line="+50"/>
        <source>Time (s)</source>
        <translation>时间 (秒)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time</source>
        <translation>速度随时间变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each test&apos;s MB/s every 250 ms, one test after another; read blue, write red</source>
        <translation>每项测试每 250 毫秒的 MB/s，逐项依次显示；读取为蓝色，写入为红色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time: each test&apos;s MB/s every 250 ms, one test after another (read blue, write red). A steady drive draws flat steps.</source>
        <translation>速度随时间变化：每项测试每 250 毫秒的 MB/s，逐项依次显示（读取为蓝色，写入为红色）。稳定的硬盘画出平直的台阶。</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Write</source>
        <translation>写入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read</source>
        <translation>读取</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>This result keeps no speed over time</source>
        <translation>此结果未保存随时间变化的速度</translation>
    </message>
</context>
<context>
    <name>smui::SteadyDialog</name>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="-210"/>
        <source>Steady state</source>
        <translation>稳态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    One workload repeated in rounds until the last %3 rounds&apos; IOPS stay within ±%4 % of their mean and their fitted slope within ±%5 %, or until the time cap.</source>
        <translation>目标：%1    测试大小：%2    同一负载按轮重复，直到最近 %3 轮的 IOPS 保持在其均值的 ±%4 % 以内且拟合斜率在 ±%5 % 以内，或达到时间上限。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> % read</source>
        <translation> % 读取</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workload:</source>
        <translation>负载：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round:</source>
        <translation>每轮：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cap:</source>
        <translation>上限：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS per round</source>
        <translation>每轮 IOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <location line="+16"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Window mean</source>
        <translation>窗口均值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>±%1 % band</source>
        <translation>±%1 % 区间</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean µs</source>
        <translation>平均 µs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Steady state: ----</source>
        <translation>稳态：----</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>Steady state after %n round(s): %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>%n 轮后达到稳态：%1 IOPS（最大偏移 %2 %，斜率 %3 %）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>No steady state within the cap: the last %n round(s) averaged %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>在上限内未达到稳态：最近 %n 轮平均 %1 IOPS（最大偏移 %2 %，斜率 %3 %）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>No steady state within the cap: fewer than %n round(s) fitted in it.</source>
        <translation>
            <numerusform>在上限内未达到稳态：容纳的轮数少于 %n 轮。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not steady yet: the last %n round(s) average %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>尚未稳定：最近 %n 轮平均 %1 IOPS（最大偏移 %2 %，斜率 %3 %）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Not steady yet: %1 of at least %n round(s) done.</source>
        <translation>
            <numerusform>尚未稳定：至少 %n 轮中已完成 %1 轮。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Target: %1    Test size: %2    %3 at %4 % read, %5 s rounds, cap %6 min; steady when the last %7 rounds stay within ±%8 % of their mean and their fitted slope within ±%9 %. Queue engine: %10.</source>
        <translation>目标：%1    测试大小：%2    %3，%4 % 读取，每轮 %5 秒，上限 %6 分钟；当最近 %7 轮保持在其均值的 ±%8 % 以内且拟合斜率在 ±%9 % 以内时为稳态。队列引擎：%10。</translation>
    </message>
</context>
<context>
    <name>smui::SurfaceDialog</name>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="-119"/>
        <source>Surface scan</source>
        <translation>表面扫描</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Sequential reads at evenly spaced points across the whole drive when it opens read-only (nothing is written to it), else across a test file of %2; random reads around each point give its access time. MB/s = 10^6 bytes/s.</source>
        <translation>目标：%1    当驱动器可以只读方式打开时（不会向其写入任何内容），在整个驱动器上等间距的各点进行顺序读取，否则在 %2 的测试文件上进行；每个点周围的随机读取给出该点的访问时间。MB/s = 10^6 字节/秒。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan the whole drive when it can be opened read-only</source>
        <translation>当可以只读方式打开时扫描整个驱动器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points:</source>
        <translation>点数：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read per point:</source>
        <translation>每点读取：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read MB/s and access time across the span</source>
        <translation>整个范围内的读取 MB/s 和访问时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read MB/s</source>
        <translation>读取 MB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Access time (ms)</source>
        <translation>访问时间 (ms)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Position (% of the span)</source>
        <translation>位置（范围的 %）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 字节/秒)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Min ----    Avg ----    Max ----    Access time ----</source>
        <translation>最小 ----    平均 ----    最大 ----    访问时间 ----</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Min %1 MB/s    Avg %2 MB/s    Max %3 MB/s    Access time %4 ms</source>
        <translation>最小 %1 MB/s    平均 %2 MB/s    最大 %3 MB/s    访问时间 %4 ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the whole drive (%1), read-only</source>
        <translation>整个驱动器（%1），只读</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a test file of %1</source>
        <translation>%1 的测试文件</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Target: %1    Span: %2    %n point(s), %3 read at each. MB/s = 10^6 bytes/s.</source>
        <translation>
            <numerusform>目标：%1    范围：%2    %n 个点，每点读取 %3。MB/s = 10^6 字节/秒。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Span: %1</source>
        <translation>范围：%1</translation>
    </message>
</context>
<context>
    <name>smui::SustainedDialog</name>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="-204"/>
        <source>Sustained write</source>
        <translation>持续写入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Sequential incompressible writes until the amount is written, to find the drive&apos;s write cache (SLC cache): where the speed falls and stays down, the speed before and after, the slowest second and the drive&apos;s temperature. At least 2 GiB stay free.</source>
        <translation>目标：%1
持续进行顺序不可压缩写入直到达到指定写入量，以找出驱动器的写入缓存（SLC 缓存）：速度在何处下降并保持低位、缓存前后的速度、最慢的一秒以及驱动器温度。至少保留 2 GiB 可用空间。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 MiB blocks at queue depth 1 (TechPowerUp)</source>
        <translation>1 MiB 块，队列深度 1（TechPowerUp）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>128 KiB blocks at queue depth 32 (AnandTech)</source>
        <translation>128 KiB 块，队列深度 32（AnandTech）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>85 % of the free space</source>
        <translation>可用空间的 85 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>50 % of the free space</source>
        <translation>可用空间的 50 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>可用空间的 25 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>测试大小（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none; e.g. 30s, 2m, 10m</source>
        <translation>无；例如 30s, 2m, 10m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: write until the cache is full, then for each rest stay idle that long and write again until the speed falls: how much cache each rest brings back.</source>
        <translation>缓存恢复：写入直到缓存已满，然后每次静置相应时长，再写入直到速度下降：每次静置能恢复多少缓存。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writes:</source>
        <translation>写入方式：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount:</source>
        <translation>写入量：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rests:</source>
        <translation>静置：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write speed over the amount written</source>
        <translation>写入速度随写入量的变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequential write</source>
        <translation>顺序写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+111"/>
        <source>Cache full</source>
        <translation>缓存已满</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>GiB written</source>
        <translation>已写入 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 blocks at queue depth %2</source>
        <translation>%1 块，队列深度 %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Write cache: ----</source>
        <translation>写入缓存：----</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature: ----</source>
        <translation>温度：----</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cache full at %1</source>
        <translation>缓存于 %1 处写满</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache: %1, written at %2 MB/s; after it %3 MB/s. Slowest second: %4 MB/s. %5 in %6 s.</source>
        <translation>写入缓存：%1，写入速度 %2 MB/s；之后 %3 MB/s。最慢的一秒：%4 MB/s。%6 秒内写入 %5。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No write cache found: %1 MB/s throughout (the speed never stayed below 70 % of the initial %2 MB/s for 3 s). Slowest second: %3 MB/s. %4 in %5 s.</source>
        <translation>未发现写入缓存：始终为 %1 MB/s（速度从未连续 3 秒低于初始 %2 MB/s 的 70 %）。最慢的一秒：%3 MB/s。%5 秒内写入 %4。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>部分结果：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temperature: %1 to %2 °C, from %3 °C at the start to %4 °C at the end (%5%6).</source>
        <translation>温度：%1 至 %2 °C，从开始时的 %3 °C 到结束时的 %4 °C（%5%6）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; warning at %1 °C</source>
        <translation>；警告温度 %1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temperature: not available (%1).</source>
        <translation>温度：不可用（%1）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throttling: at %1 s, at or above the drive&apos;s warning temperature of %2 °C, the speed was %3 % below its level before the drive got that hot.</source>
        <translation>热节流：在 %1 秒时，温度达到或超过驱动器的警告温度 %2 °C，速度比驱动器升温前的水平低 %3 %。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target: %1    %2 blocks at queue depth %3 (%4), sampled every %5 ms; %6 asked for.</source>
        <translation>目标：%1    %2 块，队列深度 %3（%4），每 %5 毫秒采样一次；请求写入 %6。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cache recovery: not measured, the run ended first.</source>
        <translation>缓存恢复：未测量，运行已提前结束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: not measured. No write cache was found, so there was none to recover; the sustained result is kept. Write more to find it.</source>
        <translation>缓存恢复：未测量。未发现写入缓存，因此没有可恢复的缓存；持续写入的结果已保留。请写入更多数据以找到它。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cache recovery: what each rest brought back of the %1 cache.</source>
        <translation>缓存恢复：每次静置恢复了 %1 缓存中的多少。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After %1 s idle: %2 written at the cache&apos;s speed</source>
        <translation>静置 %1 秒后：以缓存速度写入 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (at least: the speed had not fallen)</source>
        <translation>（至少：速度尚未下降）</translation>
    </message>
</context>
<context>
    <name>smui::SweepDialog</name>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="-114"/>
        <source>Block-size sweep</source>
        <translation>块大小扫描</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Sequential writes, then reads, at each block size (ATTO-style), one pass or %3 s per size. MB/s = 10^6 bytes/s.</source>
        <translation>目标：%1    测试大小：%2    在每种块大小下先顺序写入再读取（ATTO 风格），每种大小一遍或 %3 秒。MB/s = 10^6 字节/秒。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Queue depth:</source>
        <translation>队列深度：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s against block size</source>
        <translation>MB/s 随块大小的变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size (KiB, log scale)</source>
        <translation>块大小（KiB，对数刻度）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 字节/秒)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write MB/s</source>
        <translation>写入 MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read MB/s</source>
        <translation>读取 MB/s</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Target: %1    Test size: %2    Queue depth %3, queue engine %4. MB/s = 10^6 bytes/s.</source>
        <translation>目标：%1    测试大小：%2    队列深度 %3，队列引擎 %4。MB/s = 10^6 字节/秒。</translation>
    </message>
</context>
<context>
    <name>smui::TemperatureLine</name>
    <message>
        <location filename="../../ui/charts/temperature_line.cpp" line="+17"/>
        <source>Drive temperature (°C)</source>
        <translation>硬盘温度 (°C)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>°C</source>
        <translation>°C</translation>
    </message>
</context>
<context>
    <name>smui::ToolDialog</name>
    <message>
        <location filename="../../ui/tools/tool_dialog.cpp" line="+74"/>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+243"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Save PNG…</source>
        <translation>保存 PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fill:</source>
        <translation>填充：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save PNG</source>
        <translation>保存 PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Fill: %1</source>
        <translation>填充：%1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Choose a target volume or folder in the main window first.</source>
        <translation>请先在主窗口中选择目标卷或文件夹。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Aborting…</source>
        <translation>正在中止…</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Aborted</source>
        <translation>已中止</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+48"/>
        <source>Export JSON</source>
        <translation>导出 JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <location line="-50"/>
        <location line="+52"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Drive temperature: %1 to %2 °C (%3)</source>
        <translation>驱动器温度：%1 至 %2 °C（%3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drive temperature: not available (%1)</source>
        <translation>驱动器温度：不可用（%1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>部分结果：%1</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>There is no result to export yet.</source>
        <translation>还没有可导出的结果。</translation>
    </message>
    <message>
        <location line="-260"/>
        <source>A benchmark is running. Abort it and close?</source>
        <translation>基准测试正在运行。要中止它并关闭吗？</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Save as text…</source>
        <translation>另存为文本…</translation>
    </message>
    <message>
        <location line="+263"/>
        <source>Save as text</source>
        <translation>另存为文本</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Text (*.txt)</source>
        <translation>文本 (*.txt)</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Aborted before the run started; nothing was written.</source>
        <translation>在运行开始前已中止；未写入任何内容。</translation>
    </message>
</context>
</TS>
