<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>SaveText</name>
    <message>
        <location filename="../../ui/desktop/save_file.cpp" line="+30"/>
        <source>%1
The result is still shown here; nothing is lost. Save it to another file?</source>
        <translation>%1
結果はここに表示されたままで、失われていません。別のファイルに保存しますか?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose another file…</source>
        <translation>別のファイルを選択…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The result was not saved to the history: %1</source>
        <translation>結果を履歴に保存できませんでした: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The result could not be saved to the history: %1</source>
        <translation>結果を履歴に保存できません: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 Nothing was run.</source>
        <translation>%1 何も実行していません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1
Run anyway? You can export the result when the run ends.</source>
        <translation>%1
それでも実行しますか? 結果は実行後にエクスポートできます。</translation>
    </message>
</context>
<context>
    <name>UiText</name>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="+62"/>
        <source>%1 write</source>
        <extracomment>%1 is a test name kept as AS SSD prints it (Seq, 4K, 4K-64Thrd, Acc.time)</extracomment>
        <translation>%1 書き込み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 read</source>
        <translation>%1 読み取り</translation>
    </message>
    <message>
        <location line="+192"/>
        <source>ISO</source>
        <translation>ISO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Program</source>
        <translation>プログラム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>n/a</source>
        <translation>不明</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Creating the test folder</source>
        <translation>テスト フォルダーを作成中</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Removing the test folder</source>
        <translation>テスト フォルダーを削除中</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Preparing test file</source>
        <translation>テスト ファイルを準備中</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sequential fill</source>
        <translation>シーケンシャル書き込みで充填</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+239"/>
        <source>Conditioning</source>
        <translation>コンディショニング</translation>
    </message>
    <message>
        <location line="-188"/>
        <source>Removing the conditioning file</source>
        <translation>コンディショニング用ファイルを削除中</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>%1 profile, queue depth %2</source>
        <translation>%1 プロファイル、キュー深度 %2</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+14"/>
        <source>%1, pass %2 of %3</source>
        <translation>%1、パス %2/%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 blocks, write</source>
        <translation>%1 ブロック、書き込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks, read</source>
        <translation>%1 ブロック、読み取り</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Surface point %1 of %2</source>
        <translation>サーフェス ポイント %1 / %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Round %1</source>
        <translation>ラウンド %1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>%1 % compressible, write</source>
        <translation>圧縮率 %1%、書き込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % compressible, read</source>
        <translation>圧縮率 %1%、読み取り</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 copy</source>
        <translation>%1 のコピー</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 mix (%2 % read), pass %3 of %4</source>
        <translation>%1 混合 (読み取り %2 %)、パス %3/%4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Sustained write</source>
        <translation>連続書き込み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filling the volume to %1 %</source>
        <translation>ボリュームを %1 % まで埋めています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resting %1 s (%2 of %3)</source>
        <translation>休止 %1 秒 (%2/%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writing after rest %1 of %2</source>
        <translation>休止 %1/%2 の後の書き込み</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 was left by an earlier SolidMark run that did not finish; remove it when no run is active.</source>
        <translation>%1 は、完了しなかった以前の SolidMark の実行が残したものです。実行中でないときに削除してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed the leftover test folder %1</source>
        <translation>残っていたテスト フォルダー %1 を削除しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not remove the leftover test folder %1</source>
        <translation>残っていたテスト フォルダー %1 を削除できませんでした</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removed the conditioning file kept for this run.</source>
        <translation>この実行のために残していたコンディショニング用ファイルを削除しました。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Creating the %1 set (%n file(s), %2)</source>
        <translation>
            <numerusform>セット %1 を作成中 (%n ファイル、%2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Verifying the %1 copy</source>
        <translation>%1 のコピーを検証中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the %1 set and its copy</source>
        <translation>セット %1 とそのコピーを削除中</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeping the conditioning file in %1</source>
        <translation>コンディショニング用ファイルを %1 に残します</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Resting %n second(s) before the next pass</source>
        <translation>
            <numerusform>次のパスまで %n 秒休止</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 % full during the run (%2 % asked)</source>
        <translation>実行中の使用率 %1 % (指定 %2 %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % full during the run</source>
        <translation>実行中の使用率 %1 %</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the %1 % level of a fill series</source>
        <translation>充填シリーズの %1 % レベル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 % level of a fill series (%2)</source>
        <translation>充填シリーズの %1 % レベル（%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a fill series: %1 %</source>
        <translation>充填シリーズ: %1 %</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sustained write: %1 MB/s, %2 written, %3 left</source>
        <translation>連続書き込み: %1 MB/s、%2 書き込み済み、残り %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conditioning: %1 MB/s, %2 written, %3 left</source>
        <translation>コンディショニング: %1 MB/s、書き込み済み %2、残り %3</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Filling the volume to %1 %: %2 written, %3 left</source>
        <translation>ボリュームを %1 % まで埋めています: %2 書き込み済み、残り %3</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Writing the check&apos;s files</source>
        <translation>チェック用ファイルを書き込み中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading the check&apos;s files back</source>
        <translation>チェック用ファイルを読み戻し中</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Wrote %1 (%2)</source>
        <translation>%1 を書き込みました (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read back %1: %2 lost</source>
        <translation>%1 を読み戻しました: %2 を損失</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Resting, no I/O: %1 left</source>
        <translation>休止中 (I/O なし): 残り %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Writing: %1 MB/s, %2 written, %3 left</source>
        <translation>書き込み: %1 MB/s、%2 書き込み済み、残り %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading back: %1 MB/s, %2 read, %3 left</source>
        <translation>読み戻し: %1 MB/s、%2 読み込み済み、残り %3</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Buffered</source>
        <translation>バッファ経由</translation>
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
        <translation>FUSE (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NOCOW</source>
        <translation>NOCOW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem compression</source>
        <translation>ファイル システム圧縮</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Valid data length</source>
        <translation>有効データ長</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem encryption</source>
        <translation>ファイル システム暗号化</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2</source>
        <extracomment>%1 is a flag&apos;s name (RAM, FUSE (ntfs-3g), Network), %2 its explanation</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 on %2</source>
        <extracomment>an overlay filesystem and the filesystem its writable layer is on: &quot;overlay on xfs&quot;</extracomment>
        <translation>%2 上の %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Drive: %1  ·  Controller: %2</source>
        <translation>ドライブ: %1  ·  コントローラー: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>デバイス構成: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steady state</source>
        <translation>定常状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window mean</source>
        <translation>ウィンドウ平均</translation>
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
        <translation>アクセス時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sustained average</source>
        <translation>連続書き込みの平均</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second</source>
        <translation>最も遅い 1 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before cache</source>
        <translation>キャッシュ満杯前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After cache</source>
        <translation>キャッシュ満杯後</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache</source>
        <translation>書き込みキャッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total time</source>
        <translation>合計時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact data</source>
        <translation>無傷のデータ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost data</source>
        <translation>失われたデータ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity write</source>
        <translation>容量チェック 書き込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity read</source>
        <translation>容量チェック 読み込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second write</source>
        <translation>最も遅い1秒 書き込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second read</source>
        <translation>最も遅い1秒 読み込み</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Read</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>総合</translation>
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
        <translation>書き込み量 GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds</source>
        <translation>ラウンド数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>latency (µs)</source>
        <translation>レイテンシ (µs)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 バイト/秒)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 better</source>
        <translation>%1 向上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 worse</source>
        <translation>%1 低下</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>incompressible</source>
        <translation>圧縮不可</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compressible, %1 % zeros</source>
        <translation>圧縮可能、ゼロ %1%</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+575"/>
        <source>benchmark</source>
        <translation>ベンチマーク</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+102"/>
        <source>copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+98"/>
        <source>compression</source>
        <translation>圧縮</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+209"/>
        <source>fio result</source>
        <translation>fio の結果</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+258"/>
        <source>sustained write</source>
        <translation>連続書き込み</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+169"/>
        <source>conditioning</source>
        <translation>コンディショニング</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+142"/>
        <source>surface scan</source>
        <translation>サーフェス スキャン</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+236"/>
        <source>steady state</source>
        <translation>定常状態</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+138"/>
        <source>block-size sweep</source>
        <translation>ブロック サイズ スイープ</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+142"/>
        <source>workload profile</source>
        <translation>ワークロード プロファイル</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+367"/>
        <source>preset (CrystalDiskMark-style)</source>
        <translation>プリセット (CrystalDiskMark 形式)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/history_dialog.cpp" line="+300"/>
        <source>imported peer result</source>
        <translation>インポートした他ツールの結果</translation>
    </message>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="-293"/>
        <source>Created the test folder %1</source>
        <translation>テスト フォルダー %1 を作成しました</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Left behind: %1 — remove it by hand</source>
        <translation>残されたもの: %1 — 手動で削除してください</translation>
    </message>
    <message>
        <location filename="../../ui/charts/fill_chart.cpp" line="+53"/>
        <source>% full during the run</source>
        <translation>実行中の使用率 (%)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Write cache back after a rest</source>
        <translation>休止後に回復した書き込みキャッシュ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rest (seconds)</source>
        <translation>休止 (秒)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Whole cache (first write)</source>
        <translation>キャッシュ全体 (最初の書き込み)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recovered</source>
        <translation>回復量</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fill_choice.cpp" line="+15"/>
        <location filename="../../ui/text/ui_text.cpp" line="+24"/>
        <source>As found</source>
        <translation>現状のまま</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How full the volume is during the run: SolidMark first writes incompressible ballast into its own test folder up to this share of the volume, and removes it afterwards. A rising list runs the benchmark at each level (a fill series).</source>
        <translation>実行中のボリュームの使用率: SolidMark はまず圧縮できないバラストを自身のテストフォルダーにこの割合まで書き込み、終了後に削除します。昇順のリストを指定すると各レベルでベンチマークを実行します (充填シリーズ)。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+346"/>
        <source>capacity check</source>
        <translation>容量チェック</translation>
    </message>
</context>
<context>
    <name>sm::compare</name>
    <message>
        <location filename="../../core/result/compare.cpp" line="+499"/>
        <location line="+1"/>
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean latency</source>
        <translation>平均レイテンシ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>99th percentile latency</source>
        <translation>99パーセンタイルのレイテンシ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access time</source>
        <translation>アクセス時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time taken</source>
        <translation>所要時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount written</source>
        <translation>書き込み量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact and lost data</source>
        <translation>無傷のデータと失われたデータ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache size</source>
        <translation>書き込みキャッシュのサイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds to steady state</source>
        <translation>定常状態までのラウンド数</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Scores</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.cpp" line="+375"/>
        <source>Write speed over the amount written</source>
        <translation>書き込み量に対する書き込み速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/result/capacity_report.cpp" line="+158"/>
        <source>GiB written</source>
        <translation>書き込み済み GiB</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.cpp" line="+104"/>
        <source>Write speed over the block size</source>
        <translation>ブロックサイズに対する書き込み速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the block size</source>
        <translation>ブロックサイズに対する読み取り速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size</source>
        <translation>ブロックサイズ</translation>
    </message>
    <message>
        <location filename="../../core/result/steady_result.cpp" line="+111"/>
        <source>IOPS per round</source>
        <translation>ラウンドごとの IOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location filename="../../core/result/surface_result.cpp" line="+145"/>
        <source>Read speed over the span</source>
        <translation>範囲全体の読み取り速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position (% of the span)</source>
        <translation>位置 (範囲の %)</translation>
    </message>
    <message>
        <location filename="../../core/result/compression_result.cpp" line="+108"/>
        <source>Write speed over the compressibility</source>
        <translation>圧縮率に対する書き込み速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the compressibility</source>
        <translation>圧縮率に対する読み取り速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (%)</source>
        <translation>圧縮率 (%)</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.cpp" line="+97"/>
        <source>Write speed while conditioning</source>
        <translation>コンディショニング中の書き込み速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes</source>
        <translation>分</translation>
    </message>
    <message>
        <location filename="../../core/result/run_report.cpp" line="+371"/>
        <source>Latency percentiles</source>
        <translation>レイテンシのパーセンタイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentile</source>
        <translation>パーセンタイル</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_report.cpp" line="-1"/>
        <source>Write speed over the capacity</source>
        <translation>容量全体の書き込み速度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read speed over the capacity</source>
        <translation>容量全体の読み取り速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB read</source>
        <translation>読み取り済み GiB</translation>
    </message>
</context>
<context>
    <name>sm::flag</name>
    <message>
        <location filename="../../core/device/target_flags.cpp" line="+27"/>
        <source>Direct I/O was refused, so this ran buffered: the results include the operating system&apos;s cache.</source>
        <translation>ダイレクト I/O が拒否されたため、バッファ経由で実行しました。結果にはオペレーティング システムのキャッシュが含まれます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This measures memory, not a drive: the target is a RAM-backed volume (tmpfs, ramfs, zram or brd).</source>
        <translation>これはドライブではなくメモリの測定です。対象は RAM 上のボリューム (tmpfs、ramfs、zram、brd) です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a FUSE filesystem: its daemon may cache, so the results may not reach the drive.</source>
        <translation>対象は FUSE ファイル システムです。デーモンがキャッシュする可能性があり、結果がドライブに届いていないことがあります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a network or host-shared filesystem: this measures the network and the server, not a local drive.</source>
        <translation>対象はネットワークまたはホスト共有のファイル システムです。ローカル ドライブではなく、ネットワークとサーバーを測定しています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On btrfs the test file was created NOCOW (no compression, no checksums), so direct I/O is real.</source>
        <translation>btrfs 上でテスト ファイルを NOCOW (圧縮なし、チェックサムなし) で作成したため、ダイレクト I/O は実際に行われています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The filesystem may compress the test data (NOCOW could not be set), so results can exceed what the drive itself does.</source>
        <translation>ファイル システムがテスト データを圧縮する可能性があり (NOCOW を設定できませんでした)、結果がドライブ本来の性能を上回ることがあります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Windows could not set the test file&apos;s valid data length (that needs an administrator), so NTFS extended it with the timed writes: each such write ran alone, whatever the queue depth.</source>
        <translation>Windows がテスト ファイルの有効データ長を設定できなかったため (管理者権限が必要です)、NTFS が計測中の書き込みでそれを延長しました。そうした書き込みはキューの深さに関係なく 1 つずつ実行されました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The test file is encrypted by the filesystem (an EFS-encrypted folder): every write ran alone, and the results include the encryption.</source>
        <translation>テスト ファイルはファイル システムによって暗号化されています (EFS で暗号化されたフォルダー)。書き込みはすべて 1 つずつ実行され、結果には暗号化の処理も含まれます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured by fio and imported, not by SolidMark&apos;s engine: fio&apos;s time windows, write data and flushes differ in the ways docs/methodology.md section 15 lists.</source>
        <translation>SolidMark のエンジンではなく fio で測定してインポートした結果です。fio の時間枠、書き込みデータ、フラッシュは docs/methodology.md の第 15 節に挙げた点で異なります。</translation>
    </message>
</context>
<context>
    <name>sm::kind</name>
    <message>
        <location filename="../../core/result/run_result.h" line="+86"/>
        <source>AS SSD benchmark</source>
        <translation>AS SSD ベンチマーク</translation>
    </message>
    <message>
        <location filename="../../core/result/compression_result.h" line="+28"/>
        <source>Compression benchmark</source>
        <translation>圧縮ベンチマーク</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.h" line="+26"/>
        <source>Drive conditioning</source>
        <translation>ドライブのコンディショニング</translation>
    </message>
    <message>
        <location filename="../../core/result/copy_result.h" line="+31"/>
        <source>Copy benchmark</source>
        <translation>コピー ベンチマーク</translation>
    </message>
    <message>
        <location filename="../../core/result/fio_result.h" line="+68"/>
        <source>fio result</source>
        <translation>fio の結果</translation>
    </message>
    <message>
        <location filename="../../core/result/peer_result.h" line="+56"/>
        <source>Imported peer result (CrystalDiskMark, KDiskMark, AmorphousDiskMark)</source>
        <translation>インポートした他ツールの結果 (CrystalDiskMark、KDiskMark、AmorphousDiskMark)</translation>
    </message>
    <message>
        <location filename="../../core/result/preset_result.h" line="+62"/>
        <source>Queue-depth presets (CrystalDiskMark-style)</source>
        <translation>キュー深度プリセット (CrystalDiskMark 形式)</translation>
    </message>
    <message>
        <location filename="../../core/result/profile_result.h" line="+29"/>
        <source>Workload profile</source>
        <translation>ワークロード プロファイル</translation>
    </message>
    <message>
        <location filename="../../core/result/steady_result.h" line="+32"/>
        <source>Steady state</source>
        <translation>定常状態</translation>
    </message>
    <message>
        <location filename="../../core/result/surface_result.h" line="+30"/>
        <source>Surface scan</source>
        <translation>サーフェス スキャン</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.h" line="+92"/>
        <source>Sustained write</source>
        <translation>連続書き込み</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.h" line="+22"/>
        <source>Block-size sweep</source>
        <translation>ブロック サイズ スイープ</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_result.h" line="+65"/>
        <source>Capacity check</source>
        <translation>容量チェック</translation>
    </message>
</context>
<context>
    <name>sm::peer</name>
    <message>
        <location filename="../../core/result/peer_result.cpp" line="+216"/>
        <source>KDiskMark&apos;s MB/s is fio&apos;s bandwidth in KiB/s divided by 1000: 1.024 x MiB/s, which reads 2.34 % below decimal MB/s. Its numbers are imported as written, not converted; its latency is fio&apos;s completion latency.</source>
        <translation>KDiskMark の MB/s は fio の帯域幅 (KiB/s) を 1000 で割った値です: 1.024 × MiB/s で、10 進の MB/s より 2.34 % 小さくなります。数値は書かれたとおりにインポートし、換算していません。レイテンシは fio の完了レイテンシです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AmorphousDiskMark&apos;s numbers are imported as written (its header says decimal MB/s, 10^6 bytes/s).</source>
        <translation>AmorphousDiskMark の数値は書かれたとおりにインポートしています (ヘッダーによれば 10 進の MB/s、10^6 バイト/秒)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SolidMark&apos;s own text export: the numbers as it printed them, MB/s to 3 decimals, IOPS to 1 and latency to 2.</source>
        <translation>SolidMark 自身のテキスト出力: 出力したとおりの数値で、MB/s は小数点以下 3 桁、IOPS は 1 桁、レイテンシは 2 桁です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CrystalDiskMark&apos;s MB/s are decimal (10^6 bytes/s), as the presets print them; its IOPS are derived from MB/s and the block size. Imported as written.</source>
        <translation>CrystalDiskMark の MB/s はプリセットと同じく 10 進 (10^6 バイト/秒) です。IOPS は MB/s とブロックサイズから算出された値です。書かれたとおりにインポートしています。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CrystalDiskMark 5 and 6 do not write their sequential rows&apos; block sizes: they are the ones those versions run (128 KiB with Q and T, 1 MiB at T=1).</source>
        <translation>CrystalDiskMark 5 と 6 はシーケンシャルの行にブロックサイズを書きません: これらのバージョンが使うサイズです (Q と T があれば 128 KiB、T=1 なら 1 MiB)。</translation>
    </message>
    <message>
        <location filename="../../core/result/compare.cpp" line="-293"/>
        <source>A fill series: of its levels, the one nearest the other results&apos; fill is compared.</source>
        <translation>充填シリーズ: そのレベルのうち、他の結果の充填率に最も近いものを比較します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every result is a fill series: each row pairs the levels of the same fill.</source>
        <translation>すべての結果が充填シリーズです: 各行は同じ充填率のレベルどうしを対応させます。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>These results ran at different fills: a change between them is the fill&apos;s as much as the drive&apos;s.</source>
        <translation>これらの結果は異なる充填率で測定されました: 差はドライブだけでなく充填率によるものでもあります。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Write-through is on: its writes went past the drive&apos;s cache. Not every result here has it on, so their write rows are not like with like.</source>
        <translation>ライトスルーがオン: 書き込みはドライブのキャッシュを経由しませんでした。ここにある結果のすべてがオンではないため、書き込みの行は同じ条件ではありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write-through is off: its writes went into the drive&apos;s cache. Not every result here has it off, so their write rows are not like with like.</source>
        <translation>ライトスルーがオフ: 書き込みはドライブのキャッシュに入りました。ここにある結果のすべてがオフではないため、書き込みの行は同じ条件ではありません。</translation>
    </message>
</context>
<context>
    <name>sm::reason</name>
    <message>
        <location filename="../../core/util/reason_text.h" line="+20"/>
        <source>Reading the SMART data of {} needs smartctl (Debian: smartmontools), which is not installed.</source>
        <translation>{} の SMART データを読むには smartctl (Debian: smartmontools) が必要ですが、インストールされていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>smartctl did not answer for {} within {} s.</source>
        <translation>smartctl は {} について {} 秒以内に応答しませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>smartctl gave no JSON for {} (exit status {}).</source>
        <translation>smartctl は {} の JSON を返しませんでした (終了ステータス {})。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl read no health record</source>
        <translation>smartctl は健康状態の記録を読めませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl: {}</source>
        <translation>smartctl: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs root or the disk group. {}</source>
        <translation>{} の SMART データを読むには root か disk グループが必要です。{}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs an administrator (Windows: access denied).</source>
        <translation>{} の SMART データを読むには管理者権限が必要です (Windows: アクセスが拒否されました)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its SMART data (SMART_RCV_DRIVE_DATA, error {}).</source>
        <translation>{} は SMART データを返しませんでした (SMART_RCV_DRIVE_DATA、エラー {})。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the NVMe health log of {} needs root ({}).</source>
        <translation>{} の NVMe ヘルスログを読むには root が必要です ({})。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened: {}.</source>
        <translation>{} を開けません: {}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} did not return its health log ({}).</source>
        <translation>{} はヘルスログを返しませんでした ({})。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its NVMe health log (IOCTL_STORAGE_QUERY_PROPERTY, error {}).</source>
        <translation>{} は NVMe ヘルスログを返しませんでした (IOCTL_STORAGE_QUERY_PROPERTY、エラー {})。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} answered the NVMe health log query with {} bytes, too few for the page.</source>
        <translation>{} は NVMe ヘルスログの問い合わせに {} バイトで応答しました。ページには足りません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No drive was found under the target.</source>
        <translation>対象の下にドライブが見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target spans several drives; their health is read one drive at a time.</source>
        <translation>対象は複数のドライブにまたがっています。健康状態はドライブごとに読み取ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No NVMe controller was found for {}.</source>
        <translation>{} の NVMe コントローラが見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This build of SolidMark reads no NVMe health log (built without libnvme).</source>
        <translation>この SolidMark のビルドは NVMe ヘルスログを読みません (libnvme なしでビルド)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} ({}) has no health record that SolidMark can read: it is neither NVMe nor ATA.</source>
        <translation>{} ({}) には SolidMark が読める健康状態の記録がありません。NVMe でも ATA でもありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown bus</source>
        <translation>不明なバス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s health was not recorded with this result.</source>
        <translation>この結果にはドライブの健康状態が記録されていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drive&apos;s health record could not be read.</source>
        <translation>ドライブの健康状態の記録を読めませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive does not count the bytes written to it (or its unit is unknown).</source>
        <translation>ドライブは書き込まれたバイト数を数えていません (または単位が不明です)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s written counter went backwards during the run.</source>
        <translation>テスト中にドライブの書き込みカウンタが減りました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s media errors grew from {} to {} during this run.</source>
        <translation>このテスト中にドライブのメディアエラーが {} から {} に増えました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive set a critical warning during this run: {}.</source>
        <translation>このテスト中にドライブが重大な警告を出しました: {}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run ended before the drive&apos;s health was read again.</source>
        <translation>ドライブの健康状態を再度読む前にテストが終了しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no physical drive found under the target</source>
        <translation>対象の下に物理ドライブが見つかりません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} does not report a temperature (StorageDeviceTemperatureProperty)</source>
        <translation>{} は温度を報告しません (StorageDeviceTemperatureProperty)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no single drive under the target</source>
        <translation>対象の下に単一のドライブがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no hwmon sensor for {}</source>
        <translation>{} の hwmon センサーがありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no hwmon sensor for {}, and the NVMe health log of {} is not readable (it needs root)</source>
        <translation>{} の hwmon センサーがなく、{} の NVMe ヘルスログも読めません (root が必要)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sensor gave no reading</source>
        <translation>センサーが値を返しませんでした</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no block device</source>
        <translation>ブロックデバイスがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open the device</source>
        <translation>デバイスを開けません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the device&apos;s size</source>
        <translation>デバイスのサイズを読めません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device too small</source>
        <translation>デバイスが小さすぎます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 not available</source>
        <translation>udisks2 を利用できません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not authorised</source>
        <translation>許可されていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 does not know the device</source>
        <translation>udisks2 はこのデバイスを知りません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no direct I/O on the device from udisks2</source>
        <translation>udisks2 経由ではデバイスにダイレクト I/O できません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 could not open the device</source>
        <translation>udisks2 はデバイスを開けませんでした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no block device found for the target</source>
        <translation>対象のブロックデバイスが見つかりません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened read-only: {}</source>
        <translation>{} を読み取り専用で開けません: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Through udisks2: {}</source>
        <translation>udisks2 経由: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the size of {}: {}</source>
        <translation>{} のサイズを読めません: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} holds {}, less than the {} needed</source>
        <translation>{} の容量は {} で、必要な {} に足りません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open &apos;{}&apos;: {}.</source>
        <translation>&apos;{}&apos; を開けません: {}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no system bus: {}</source>
        <translation>システムバスがありません: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has no block object for {}</source>
        <translation>udisks2 に {} のブロックオブジェクトがありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 not available on this platform</source>
        <translation>このプラットフォームでは udisks2 を利用できません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no answer</source>
        <translation>応答なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>キャンセルされました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit could not ask (no authentication agent answered)</source>
        <translation>{}: {}。polkit は確認できませんでした (認証エージェントが応答しませんでした)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit would ask for a password (--authorize, or Allow in the GUI&apos;s question)</source>
        <translation>{}: {}。polkit はパスワードを求めます (--authorize、または GUI の確認で「許可」)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot build the udisks2 call: {}</source>
        <translation>udisks2 の呼び出しを作れません: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 OpenDevice: a reply without a file descriptor</source>
        <translation>udisks2 OpenDevice: ファイル記述子のない応答</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot keep the descriptor: {}</source>
        <translation>記述子を保持できません: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 returned a descriptor that is not read-only; not used</source>
        <translation>udisks2 が読み取り専用でない記述子を返しました。使用しません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>O_DIRECT could not be set ({}) nor the descriptor reopened with it ({})</source>
        <translation>O_DIRECT を設定できず ({})、記述子を O_DIRECT で開き直すこともできませんでした ({})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by udisks2</source>
        <translation>udisks2 による O_DIRECT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT set with fcntl</source>
        <translation>fcntl で O_DIRECT を設定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by reopening the descriptor</source>
        <translation>記述子を開き直して O_DIRECT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opened through udisks2 ({}, {})</source>
        <translation>udisks2 経由で開きました ({}, {})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}</source>
        <translation>デバイス全体 {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}, {}</source>
        <translation>デバイス全体 {}、{}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 names no drive for {}</source>
        <translation>udisks2 は {} のドライブを示しません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 reads no ATA SMART for {}: its drive has no Drive.Ata interface</source>
        <translation>udisks2 は {} の ATA SMART を読みません。ドライブに Drive.Ata インターフェースがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} has SMART turned off (udisks2)</source>
        <translation>{} は SMART がオフです (udisks2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} does not support SMART (udisks2)</source>
        <translation>{} は SMART に対応していません (udisks2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has not read the SMART data of {} yet; --authorize lets it read them now (polkit may ask)</source>
        <translation>udisks2 はまだ {} の SMART データを読んでいません。--authorize で今読ませられます (polkit が確認する場合があります)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>udisks2 SmartGetAttributes: a reply SolidMark cannot read</source>
        <translation>udisks2 SmartGetAttributes: SolidMark が読めない応答</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permission denied</source>
        <translation>許可がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operation not permitted</source>
        <translation>操作は許可されていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such file or directory</source>
        <translation>そのようなファイルやディレクトリはありません</translation>
    </message>
</context>
<context>
    <name>smui::CapacityDialog</name>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="-312"/>
        <source>changed</source>
        <translation>変化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overwritten</source>
        <translation>上書き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corrupted</source>
        <translation>破損</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the check ended before every file was read back</source>
        <translation>すべてのファイルを読み戻す前にチェックが終了しました</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the check was aborted at %1</source>
        <translation>チェックは %1 の地点で中止されました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the volume became full at %1</source>
        <translation>ボリュームが %1 の地点で満杯になりました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive went away at %1</source>
        <translation>ドライブが %1 の地点で消えました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file system became read-only at %1</source>
        <translation>ファイル システムが %1 の地点で読み取り専用になりました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing failed at %1</source>
        <translation>%1 の地点で書き込みに失敗しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading failed at %1</source>
        <translation>%1 の地点で読み込みに失敗しました</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Capacity check</source>
        <translation>容量チェック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1
Does the drive hold what it claims? Fills the free space with files in the format of f3 and H2testw, reads them back and checks every 512-byte sector. The files are removed afterwards unless kept.</source>
        <translation>対象: %1
ドライブは公称どおりの容量を保持できるか? 空き領域を f3 と H2testw の形式のファイルで埋め、読み戻して 512 バイトのセクターをすべて検査します。保持を選ばない限り、ファイルは後で削除されます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All the free space</source>
        <translation>空き領域すべて</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>50 % of the free space</source>
        <translation>空き領域の 50 %</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>25 % of the free space</source>
        <translation>空き領域の 25 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The test size (%1)</source>
        <translation>テスト サイズ (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 GiB (f3read and H2testw read them)</source>
        <translation>1 GiB (f3read と H2testw が読めます)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep the files</source>
        <translation>ファイルを残す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only read back the files in the target</source>
        <translation>対象にあるファイルを読み戻すだけ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Amount:</source>
        <translation>量:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files:</source>
        <translation>ファイル:</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+175"/>
        <source>Write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <location line="-174"/>
        <location line="+175"/>
        <source>Read</source>
        <translation>読み込み</translation>
    </message>
    <message>
        <location line="-174"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+74"/>
        <location line="+124"/>
        <source>Speed over the capacity, every half second</source>
        <translation>容量全体の速度 (0.5 秒ごと)</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Verdict: ----</source>
        <translation>判定: ----</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Genuine: all %1 written read back intact.</source>
        <translation>本物: 書き込んだ %1 はすべて無傷で読み戻せました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fake: only the first %1 hold their data; what was written past that reads back as zeros.</source>
        <translation>偽物: データを保持するのは最初の %1 だけです。それ以降に書き込んだ分はゼロとして読み戻されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fake: only the first %1 hold their data; what was written past that is lost.</source>
        <translation>偽物: データを保持するのは最初の %1 だけです。それ以降に書き込んだ分は失われました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wraps around: data written past %1 overwrote earlier data.</source>
        <translation>折り返し: %1 を超えて書き込んだデータが以前のデータを上書きしました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Corrupts data: %1 sectors came back damaged (%2 changed, %3 overwritten, %4 corrupted); %5 could not be read.</source>
        <translation>データを壊す: %1 セクターが損傷して戻りました (変化 %2、上書き %3、破損 %4)。%5 は読めませんでした。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopped: %1; nothing was read back.</source>
        <translation>停止: %1。何も読み戻していません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: %1; the %2 verified before that read back intact.</source>
        <translation>停止: %1。それまでに検査した %2 は無傷で読み戻せました。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The check ended early: %1.</source>
        <translation>チェックは途中で終了しました: %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announced: drive %1, file system %2. Real capacity (intact data): %3.</source>
        <translation>公称: ドライブ %1、ファイル システム %2。実容量 (無傷のデータ): %3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Written %1, intact %2, lost %3: %4 changed, %5 overwritten, %6 corrupted, %7 unreadable sectors.</source>
        <translation>書き込み %1、無傷 %2、損失 %3: 変化 %4、上書き %5、破損 %6、読めない %7 セクター。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 MB/s on average, %3 to %4 MB/s per file, slowest second %5 MB/s.</source>
        <translation>%1: 平均 %2 MB/s、ファイルごとに %3～%4 MB/s、最も遅い1秒 %5 MB/s。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First bad sector: %1.h2w at %2, expected offset %3, found %4 (%5).</source>
        <translation>最初の不良セクター: %1.h2w の %2、想定オフセット %3、実際 %4 (%5)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Files of %1: f3read and H2testw read only 1 GiB files.</source>
        <translation>%1 のファイル: f3read と H2testw が読めるのは 1 GiB のファイルだけです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The files are kept in %1.</source>
        <translation>ファイルは %1 に残してあります。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Speed over the capacity, per file</source>
        <translation>容量全体の速度 (ファイルごと)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 per cell</source>
        <translation>1 セルあたり %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target: %1    read back the .h2w files in %2</source>
        <translation>対象: %1    %2 の .h2w ファイルを読み戻し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1    %2 in files of %3, read back with direct I/O</source>
        <translation>対象: %1    %2 を %3 のファイルで、ダイレクト I/O で読み戻し</translation>
    </message>
</context>
<context>
    <name>smui::CapacityMap</name>
    <message>
        <location filename="../../ui/charts/capacity_map.cpp" line="+23"/>
        <source>not reached</source>
        <translation>未到達</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written, not read back yet</source>
        <translation>書き込み済み、未読み戻し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intact</source>
        <translation>無傷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partly lost</source>
        <translation>一部損失</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>損失</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>%1; each cell of the map is a slice of %2 files</source>
        <translation>%1。マップの各セルは %2 ファイル分のまとまりです</translation>
    </message>
</context>
<context>
    <name>smui::ChartUtil</name>
    <message>
        <location filename="../../ui/charts/chart_util.cpp" line="+263"/>
        <source>Chart</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chart of the figures in the results table</source>
        <translation>結果表の数値のグラフ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The measured figures, one row each</source>
        <translation>測定値 (1 行に 1 件)</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>No data yet</source>
        <translation>まだデータがありません</translation>
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
        <translation>停止中 — SolidMark</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopping… removing the test file</source>
        <translation>停止中… テスト ファイルを削除しています</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close anyway (leave the file)</source>
        <translation>それでも閉じる (ファイルを残す)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Waiting %1 s for the engine to stop and the drive to remove the file.</source>
        <translation>エンジンの停止とドライブからのファイル削除を %1 秒待っています。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, the test folder may stay on the drive.</source>
        <translation>時間がかかっています: ドライブが遅いか応答していない可能性があります。今閉じると、テスト フォルダーがドライブに残ることがあります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, %1 stays on the drive and you must remove it by hand.</source>
        <translation>時間がかかっています: ドライブが遅いか応答していない可能性があります。今閉じると %1 がドライブに残り、手動で削除する必要があります。</translation>
    </message>
</context>
<context>
    <name>smui::CompareChart</name>
    <message>
        <location filename="../../ui/charts/compare_chart.cpp" line="+184"/>
        <source>%1: %2</source>
        <comment>a chart&apos;s title and what it is of: Latency percentiles: 4K read</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 and %2</source>
        <comment>two kinds of result compared</comment>
        <translation>%1 と %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>test size %1</source>
        <translation>テストサイズ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>test sizes %1 to %2</source>
        <translation>テストサイズ %1～%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to %2</source>
        <comment>a range of dates</comment>
        <translation>%1～%2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/compare_bars.cpp" line="+55"/>
        <source>higher is better</source>
        <translation>高いほど良い</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lower is better</source>
        <translation>低いほど良い</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>change in % against %1</source>
        <translation>%1 に対する変化 (%)</translation>
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
        <translation>破線: 各結果の書き込みキャッシュが尽きた位置</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>logarithmic scale</source>
        <translation>対数目盛</translation>
    </message>
</context>
<context>
    <name>smui::CompareDialog</name>
    <message>
        <location filename="../../ui/charts/speed_chart.cpp" line="+35"/>
        <source>R</source>
        <comment>short for read</comment>
        <translation>R</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>W</source>
        <comment>short for write</comment>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compare_dialog.cpp" line="+48"/>
        <source>Compare results: %1 — SolidMark</source>
        <translation>結果の比較: %1 — SolidMark</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Name (click to edit)</source>
        <translation>名前 (クリックで編集)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (UTC)</source>
        <translation>日付 (UTC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>出典</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Best first</source>
        <translation>良い順</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As listed</source>
        <translation>一覧の順</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chart:</source>
        <translation>グラフ:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reference:</source>
        <translation>基準:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highlight:</source>
        <translation>強調:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars:</source>
        <translation>バー:</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Fill</source>
        <translation>充填</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Width:</source>
        <translation>幅:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scale:</source>
        <translation>倍率:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Theme:</source>
        <translation>テーマ:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save SVG…</source>
        <translation>SVG を保存…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>CSV をエクスポート…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>JSON をエクスポート…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+210"/>
        <source>This build of SolidMark has no Qt Svg; save a PNG instead</source>
        <translation>この SolidMark のビルドには Qt Svg がありません。代わりに PNG を保存してください</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2</source>
        <comment>a compare note: the result, then what its numbers are</comment>
        <translation>%1: %2</translation>
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
        <translation> (基準)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The best value of this row</source>
        <translation>この行の最良値</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>SVG image (*.svg)</source>
        <translation>SVG 画像 (*.svg)</translation>
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
        <translation>比較を保存</translation>
    </message>
    <message>
        <location line="-236"/>
        <source>Save PNG…</source>
        <translation>PNG を保存…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location line="-207"/>
        <source>%1 and %2</source>
        <comment>two kinds of result compared</comment>
        <translation>%1 と %2</translation>
    </message>
</context>
<context>
    <name>smui::CompressionDialog</name>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="-78"/>
        <source>Compression benchmark</source>
        <translation>圧縮ベンチマーク</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target: %1    Test size: %2 (%3 per point, 1 MB blocks, QD1, unbuffered)</source>
        <translation>対象: %1    テスト サイズ: %2 (1 点あたり %3、1 MB ブロック、QD1、バッファーなし)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed by compressibility</source>
        <translation>圧縮率別の速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (share of zero bytes, %)</source>
        <translation>圧縮率 (ゼロ バイトの割合、%)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Read MB/s</source>
        <translation>読み取り MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write MB/s</source>
        <translation>書き込み MB/s</translation>
    </message>
</context>
<context>
    <name>smui::ConditionDialog</name>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="-145"/>
        <source>Condition drive</source>
        <translation>ドライブのコンディショニング</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Random 128 KiB incompressible writes over a conditioning file, to bring the drive to its used (steady) state before a run labelled &quot;conditioned&quot;. At least 2 GiB stay free.</source>
        <translation>対象: %1
「conditioned」ラベルで実行する前に、コンディショニング用ファイルへ圧縮不可の 128 KiB ランダム書き込みを行い、ドライブを使用後の (定常) 状態にします。空き容量は最低 2 GiB 残ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>50 % of the free space</source>
        <translation>空き容量の 50%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>空き容量の 25%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75 % of the free space</source>
        <translation>空き容量の 75%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>テスト サイズ (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>minutes</source>
        <translation>分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB written</source>
        <translation>GiB 書き込み後</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One sequential pass over the file first</source>
        <translation>最初にファイル全体を 1 回シーケンシャル書き込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the file during the next run (removed when it ends)</source>
        <translation>次回の実行中はファイルを残す (終了時に削除)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File size:</source>
        <translation>ファイル サイズ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after:</source>
        <translation>停止条件:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write speed while conditioning</source>
        <translation>コンディショニング中の書き込み速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random 128 KiB write</source>
        <translation>128 KiB ランダム書き込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (s)</source>
        <translation>時間 (秒)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s, after a %6 s sequential fill.</source>
        <translation>%1 をコンディショニング済み: ファイル %2、128 KiB ランダム書き込み %3 を %4 秒 = %5 MB/s (%6 秒のシーケンシャル充填の後)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s.</source>
        <translation>%1 をコンディショニング済み: ファイル %2、128 KiB ランダム書き込み %3 を %4 秒 = %5 MB/s。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>MB/s per second: first %1, last %2, min %3, max %4 (%n sample(s))</source>
        <translation>
            <numerusform>毎秒の MB/s: 最初 %1、最後 %2、最小 %3、最大 %4 (%n サンプル)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is kept in %1 until the next run on this target ends.</source>
        <translation>ファイルは、この対象での次回の実行が終わるまで %1 に残ります。</translation>
    </message>
</context>
<context>
    <name>smui::CopyDialog</name>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="-76"/>
        <source>Copy benchmark</source>
        <translation>コピー ベンチマーク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Scale: %2 (test size %3; 1 GiB = full-size sets)
Each set is created, flushed and evicted from the cache, then copied on the same volume; the time includes flushing the copy.</source>
        <translation>対象: %1    スケール: %2 (テスト サイズ %3、1 GiB = フルサイズのセット)
各セットを作成してディスクに書き出し、キャッシュから追い出した後、同じボリューム上でコピーします。時間にはコピーの書き出しも含まれます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files</source>
        <translation>ファイル数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>サイズ</translation>
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
        <translation>再起動は拒否されました</translation>
    </message>
</context>
<context>
    <name>smui::HealthDialog</name>
    <message>
        <location filename="../../ui/panels/health_view.cpp" line="+26"/>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>取得元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Health</source>
        <translation>健康状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why not</source>
        <translation>理由</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Critical warning</source>
        <translation>重大な警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available spare</source>
        <translation>予備領域の残り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spare threshold</source>
        <translation>予備領域のしきい値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentage used</source>
        <translation>使用率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data read</source>
        <translation>読み取り量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data written</source>
        <translation>書き込み量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power-on hours</source>
        <translation>電源投入時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power cycles</source>
        <translation>電源投入回数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsafe shutdowns</source>
        <translation>異常な電源断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Media errors</source>
        <translation>メディアエラー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error log entries</source>
        <translation>エラーログ件数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>critical warning (%1)</source>
        <translation>重大な警告 (%1)</translation>
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
        <translation>不明</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>unknown: %1</source>
        <translation>不明: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 % used</source>
        <translation>%1 % 使用</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the drive counted %1 written during this run (SolidMark wrote %2)</source>
        <translation>この実行中にドライブが数えた書き込み量は %1（SolidMark の書き込みは %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive counted %1 written during this run</source>
        <translation>この実行中にドライブが数えた書き込み量は %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drive health</source>
        <translation>ドライブの健康状態</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Field</source>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Value</source>
        <translation>値</translation>
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
        <translation>最悪値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threshold</source>
        <translation>しきい値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raw</source>
        <translation>生の値</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Read again</source>
        <translation>再読み込み(&amp;R)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>smui::HistoryDialog</name>
    <message>
        <location filename="../../ui/tools/history_dialog.cpp" line="-268"/>
        <source>History — SolidMark</source>
        <translation>履歴 — SolidMark</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved results in %1</source>
        <translation>保存された結果: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+225"/>
        <source>The history cannot be opened: %1</source>
        <translation>履歴を開けません: %1</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>Filter by drive (model or serial)</source>
        <translation>ドライブで絞り込み (モデルまたはシリアル)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drive:</source>
        <translation>ドライブ:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (UTC)</source>
        <translation>日時 (UTC)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>総合</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select two or more results of the same kind (up to 26), or imported peer results and preset runs</source>
        <translation>同じ種類の結果を 2 つ以上 (最大 26) 選ぶか、インポートした他ツールの結果とプリセットの実行を選んでください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>JSON をエクスポート…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Delete the %n selected result(s) from the history?</source>
        <translation>
            <numerusform>選択した %n 件の結果を履歴から削除しますか?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export JSON</source>
        <translation>JSON をエクスポート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Import…</source>
        <translation>インポート…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Store a SolidMark result JSON, or a text saved by CrystalDiskMark 5–9, KDiskMark or AmorphousDiskMark</source>
        <translation>SolidMark の結果 JSON、または CrystalDiskMark 5–9、KDiskMark、AmorphousDiskMark が保存したテキストを保存します</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Every result SolidMark reads (*.txt *.json)</source>
        <translation>SolidMark が読めるすべての結果 (*.txt *.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CrystalDiskMark text (*.txt)</source>
        <translation>CrystalDiskMark のテキスト (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KDiskMark text (*.txt)</source>
        <translation>KDiskMark のテキスト (*.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AmorphousDiskMark text (*.txt)</source>
        <translation>AmorphousDiskMark のテキスト (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SolidMark result JSON (*.json)</source>
        <translation>SolidMark の結果 JSON (*.json)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import a result</source>
        <translation>結果のインポート</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot import %1:
%2
Nothing was stored.</source>
        <translation>%1 をインポートできません:
%2
何も保存されていません。</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>%1 (local time)</source>
        <comment>a date whose time zone is not known</comment>
        <translation>%1 (現地時刻)</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected benchmark run in the main window</source>
        <translation>選択したベンチマーク実行をメイン ウィンドウに表示します</translation>
    </message>
</context>
<context>
    <name>smui::MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+265"/>
        <source>Whole-drive access time</source>
        <translation>ドライブ全体のアクセスタイム</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Reading the whole drive needs your permission; nothing is written.

Allow it and your desktop may ask for your password. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>ドライブ全体を読み取るには許可が必要です。書き込みは一切行いません。

許可すると、デスクトップがパスワードを求めることがあります。代わりにテストファイルを使うと、アクセスタイムの読み取りはテストファイルの範囲で行われ、結果にその旨が記録されます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allow</source>
        <translation>許可</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Use a test file instead</source>
        <translation>代わりにテストファイルを使う</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-74"/>
        <source>Acc.time read spanned the test file, not the whole drive: %1.</source>
        <translation>Acc.time の読み取りはドライブ全体ではなくテストファイルの範囲で行われました: %1。</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>&amp;Write-through (writes past the drive&apos;s cache)</source>
        <translation>ライトスルー(ドライブのキャッシュを通過する書き込み)(&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every write of the test file completes only once it is past the drive&apos;s volatile cache (FUA), as AS SSD is said to write. Off: direct I/O alone, as CrystalDiskMark and fio.</source>
        <translation>テストファイルへの各書き込みは、ドライブの揮発性キャッシュを通過してから完了します (FUA)。AS SSD はこの方法で書き込むとされています。オフ: ダイレクト I/O のみ (CrystalDiskMark や fio と同じ)。</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Dri&amp;ve health…</source>
        <translation>ドライブの健康状態(&amp;V)…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>  ·  write-through</source>
        <translation>  ·  ライトスルー</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-232"/>
        <location line="+532"/>
        <source>SolidMark %1</source>
        <translation>SolidMark %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-345"/>
        <source>Volume or folder to test. SolidMark writes only inside its own SolidMark-* folder there and removes it afterwards.</source>
        <translation>テストするボリュームまたはフォルダー。SolidMark はそこに作る専用の SolidMark-* フォルダー内にのみ書き込み、終了後に削除します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose folder…</source>
        <translation>フォルダーを選択…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size of the test file</source>
        <translation>テスト ファイルのサイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Incompressible: fresh random data, what AS SSD measures.
Compressible: a share of every 4 KiB is zeros (controllers that compress look faster).</source>
        <translation>圧縮不可: 毎回新しいランダム データ (AS SSD と同じ測定)。
圧縮可能: 各 4 KiB の一部がゼロ (圧縮するコントローラーは速く見えます)。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="+76"/>
        <source>%1 (%2), %3, %4 free</source>
        <translation>%1 (%2)、%3、空き %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1</source>
        <translation>フォルダー: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device: %1</source>
        <translation>デバイス: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filesystem: %1</source>
        <translation>ファイル システム: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size: %1</source>
        <translation>サイズ: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free: %1</source>
        <translation>空き: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>デバイス構成: %1</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Firmware</source>
        <translation>ファームウェア</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Controller</source>
        <translation>コントローラー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offset</source>
        <translation>オフセット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filesystem</source>
        <translation>ファイル システム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free</source>
        <translation>空き</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stack</source>
        <translation>デバイス構成</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+67"/>
        <location line="+225"/>
        <source>Read</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <location line="-224"/>
        <location line="+224"/>
        <source>Write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Score:</source>
        <translation>スコア:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Total:</source>
        <translation>総合:</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>Results</source>
        <translation>結果</translation>
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
        <translation>各 I/O の完了レイテンシ (マイクロ秒)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Latency (µs)</source>
        <translation>レイテンシ (µs)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-346"/>
        <location line="+353"/>
        <location filename="../../ui/window/main_window_view.cpp" line="+162"/>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-163"/>
        <location line="+170"/>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved with the run in the history: out-of-box, conditioned, or any text</source>
        <translation>実行結果とともに履歴に保存: out-of-box、conditioned、または任意のテキスト</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-239"/>
        <location filename="../../ui/window/main_window_view.cpp" line="-169"/>
        <location line="+170"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+14"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;screenshot…</source>
        <translation>スクリーンショットを保存(&amp;S)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save screenshot</source>
        <translation>スクリーンショットを保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+102"/>
        <location line="+17"/>
        <location line="+23"/>
        <location line="+18"/>
        <location filename="../../ui/window/main_window_files.cpp" line="-153"/>
        <location line="+33"/>
        <source>SolidMark</source>
        <translation>SolidMark</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+4"/>
        <source>Export &amp;JSON…</source>
        <translation>JSON をエクスポート(&amp;J)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;CSV…</source>
        <translation>CSV をエクスポート(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;text…</source>
        <translation>テキストをエクスポート(&amp;T)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import &amp;fio result…</source>
        <translation>fio の結果をインポート(&amp;F)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy results as text</source>
        <translation>結果をテキストでコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Acc.time read</source>
        <translation>Acc.time 読み取り(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whole &amp;device (AS SSD)</source>
        <translation>デバイス全体 (AS SSD)(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test file</source>
        <translation>テスト ファイル(&amp;T)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
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
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;System</source>
        <translation>システム(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test: %1. Direction: %2. Value: %3.</source>
        <translation>テスト: %1。方向: %2。値: %3。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>  ·  %1</source>
        <translation>  ·  %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>  ·  %1 °C</source>
        <translation>  ·  %1 °C</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  ·  %1–%2 °C</source>
        <translation>  ·  %1～%2 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  ·  no temperature (%1)</source>
        <translation>  ·  温度なし (%1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Throttling: %1 at %2 s was %3 % below its speed before the drive reached its warning temperature of %4 °C.</source>
        <translation>サーマルスロットリング：%1 は %2 秒の時点で、ドライブが警告温度 %4 °C に達する前より %3 % 遅くなりました。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+54"/>
        <source>&amp;Compression benchmark…</source>
        <translation>圧縮ベンチマーク(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+28"/>
        <source>C&amp;opy benchmark…</source>
        <translation>コピー ベンチマーク(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+1"/>
        <source>&amp;Queue-depth presets (CrystalDiskMark-style)…</source>
        <translation>キュー深度プリセット (CrystalDiskMark 形式)(&amp;Q)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+1"/>
        <source>&amp;Workload profiles…</source>
        <translation>ワークロード プロファイル(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+1"/>
        <source>&amp;Block-size sweep…</source>
        <translation>ブロック サイズ スイープ(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+1"/>
        <source>S&amp;urface scan…</source>
        <translation>サーフェス スキャン(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+1"/>
        <source>&amp;Steady state…</source>
        <translation>定常状態(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+1"/>
        <source>Sus&amp;tained write…</source>
        <translation>連続書き込み(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+5"/>
        <source>Condition &amp;drive…</source>
        <translation>ドライブのコンディショニング(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-77"/>
        <source>&amp;History…</source>
        <translation>履歴(&amp;H)…</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="-277"/>
        <source>Target</source>
        <translation>対象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test size</source>
        <translation>テストサイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test data</source>
        <translation>テストデータ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill</source>
        <translation>充填</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the benchmark; Esc aborts a running one</source>
        <translation>ベンチマークを開始します。実行中は Esc で中止します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress</source>
        <translation>進行状況</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The running test and how far it is</source>
        <translation>実行中のテストとその進み具合</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run the %1 test</source>
        <translation>%1 テストを実行</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Health</source>
        <translation>健康状態</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>How scores are &amp;computed</source>
        <translation>スコアの計算方法(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;log folder</source>
        <translation>ログ フォルダーを開く(&amp;L)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;About SolidMark</source>
        <translation>SolidMark について(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About SolidMark</source>
        <translation>SolidMark について</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;An open-source SSD benchmark in the tradition of AS SSD Benchmark.&lt;/p&gt;&lt;p&gt;Qt %2, spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;License: GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;AS SSD Benchmark の流れをくむオープンソースの SSD ベンチマークです。&lt;/p&gt;&lt;p&gt;Qt %2、spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;ライセンス: GNU GPL バージョン 3 以降。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-364"/>
        <source>Incompressible</source>
        <translation>圧縮不可</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressible (%1 % zeros)</source>
        <translation>圧縮可能 (ゼロ %1%)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Choose a target volume or folder first.</source>
        <translation>先に対象のボリュームまたはフォルダーを選択してください。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Reading the whole drive needs an administrator on Windows; nothing is written.

Restart SolidMark as administrator (Windows asks you to confirm) and the run starts again there. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>Windows でドライブ全体を読むには管理者権限が必要です。何も書き込みません。

SolidMark を管理者として再起動すると (Windows が確認を求めます)、そこで測定がもう一度始まります。テストファイルを使う場合、アクセスタイムの読み取りはテストファイルの範囲で行われ、結果にそのことが記されます。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>SolidMark was not restarted as administrator: %1. Nothing was run.</source>
        <translation>SolidMark は管理者として再起動されませんでした: %1。何も実行されていません。</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Restart as administrator</source>
        <translation>管理者として再起動</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Aborting…</source>
        <translation>中止しています…</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <translation>完了</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>Finished; the test folder has been removed.</source>
        <translation>完了しました。テスト フォルダーは削除されました。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 It is still shown here: File → Export JSON… saves it.</source>
        <translation>%1 結果はここに表示されたままです。ファイル → JSON をエクスポート… で保存できます。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Aborted</source>
        <translation>中止しました</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+37"/>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+49"/>
        <source>%1 I/Os of %2 B in %3 s
latency mean %4 µs, p99 %5 µs</source>
        <translation>%2 B の I/O %1 回 (%3 秒)
レイテンシ 平均 %4 µs、p99 %5 µs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
Span: the whole device</source>
        <translation>
範囲: デバイス全体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
Span: the test file (%1)</source>
        <translation>
範囲: テスト ファイル (%1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1  ·  %2  ·  %3</source>
        <translation>%1  ·  %2  ·  %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  ·  BUFFERED (cached, not comparable)</source>
        <translation>  ·  バッファーあり (キャッシュ経由、比較不可)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+21"/>
        <source>Wait for the running benchmark to finish, or abort it, before starting another.</source>
        <translation>別のベンチマークを開始する前に、実行中のベンチマークの終了を待つか中止してください。</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Compare with the last out-of-box run of this drive?</source>
        <translation>このドライブの最後の out-of-box 実行と比較しますか?</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-33"/>
        <location line="+23"/>
        <source>There is no result to export yet.</source>
        <translation>エクスポートできる結果はまだありません。</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-28"/>
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
        <translation>テキスト (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+0"/>
        <location filename="../../ui/window/main_window_files.cpp" line="+6"/>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+36"/>
        <source>Cannot import %1:
%2
Choose a JSON file exported by SolidMark.</source>
        <translation>%1 をインポートできません:
%2
SolidMark でエクスポートした JSON ファイルを選択してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Showing %1</source>
        <translation>表示中: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Import fio result</source>
        <translation>fio の結果をインポート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fio JSON output (*.json);;All files (*)</source>
        <translation>fio の JSON 出力 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot import %1:
%2
Choose the output of fio --output-format=json or json+.</source>
        <translation>%1 をインポートできません:
%2
fio --output-format=json または json+ の出力を選んでください。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>fio result: %1</source>
        <translation>fio の結果: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Showing %1 (measured by fio)</source>
        <translation>%1 を表示中 (fio による測定)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;As in AS SSD, with all values in MB/s (MiB/s):&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × SeqRead + 4K Read + 4K-64Thrd Read
Write = 0.1 × SeqWrite + 4K Write + 4K-64Thrd Write
Total = 0.1 × SeqRead + 0.15 × SeqWrite + 2 × 4K Read
        + 4K Write + 1.5 × 4K-64Thrd Read + 4K-64Thrd Write&lt;/pre&gt;&lt;p&gt;Access time does not count. A score appears only when all of its inputs were measured in this run.&lt;/p&gt;</source>
        <translation>&lt;p&gt;AS SSD と同じく、すべての値は MB/s (MiB/s) です:&lt;/p&gt;&lt;pre&gt;読み取り = 0.1 × Seq 読み取り + 4K 読み取り + 4K-64Thrd 読み取り
書き込み = 0.1 × Seq 書き込み + 4K 書き込み + 4K-64Thrd 書き込み
総合     = 0.1 × Seq 読み取り + 0.15 × Seq 書き込み + 2 × 4K 読み取り
           + 4K 書き込み + 1.5 × 4K-64Thrd 読み取り + 4K-64Thrd 書き込み&lt;/pre&gt;&lt;p&gt;アクセス タイムは含まれません。スコアは、その計算に使うすべての値がこの実行で測定された場合にのみ表示されます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;This run:&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × %1 + %2 + %3 = %4
Write = 0.1 × %5 + %6 + %7 = %8
Total = 0.1 × %1 + 0.15 × %5 + 2 × %2 + %6 + 1.5 × %3 + %7 = %9&lt;/pre&gt;</source>
        <translation>&lt;p&gt;今回の実行:&lt;/p&gt;&lt;pre&gt;読み取り = 0.1 × %1 + %2 + %3 = %4
書き込み = 0.1 × %5 + %6 + %7 = %8
総合     = 0.1 × %1 + 0.15 × %5 + 2 × %2 + %6 + 1.5 × %3 + %7 = %9&lt;/pre&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How scores are computed</source>
        <translation>スコアの計算方法</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a folder on the drive to test</source>
        <translation>テストするドライブ上のフォルダーを選択</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-389"/>
        <source>A benchmark is running. Abort it and remove its test folder?</source>
        <translation>ベンチマークを実行中です。中止してテスト フォルダーを削除しますか?</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="-164"/>
        <source>reading…</source>
        <translation>読み取り中…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
Reading its size and drive…</source>
        <translation>フォルダー: %1
サイズとドライブを読み取っています…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not responding</source>
        <translation>応答なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
It did not answer within %2 s: its filesystem is stalled (a FUSE daemon or network server that stopped responding, or a failing drive). SolidMark does not wait for it; choose another target, or wait: it is listed again when it answers.</source>
        <translation>フォルダー: %1
%2 秒以内に応答がありませんでした: ファイル システムが停止しています (応答しなくなった FUSE デーモンやネットワーク サーバー、または故障しかけたドライブ)。SolidMark は待機しません。別の対象を選ぶか、お待ちください: 応答すると再び一覧に表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-165"/>
        <source>&amp;Open result…</source>
        <translation>結果を開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+141"/>
        <source>%1 is not responding (a stalled FUSE daemon, network server or drive). Choose another target, or wait until it answers.</source>
        <translation>%1 が応答しません (FUSE デーモン、ネットワーク サーバー、またはドライブが停止しています)。別の対象を選ぶか、応答するまでお待ちください。</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+251"/>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+147"/>
        <source>Aborted before the run started; nothing was written.</source>
        <translation>実行の開始前に中止しました。何も書き込まれていません。</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>the history (#%1)</source>
        <translation>履歴 (#%1)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-109"/>
        <source>Open result</source>
        <translation>結果を開く</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SolidMark results (*.solidmark.json *.json)</source>
        <translation>SolidMark の結果 (*.solidmark.json *.json)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Opened from %1 — run on %2</source>
        <translation>%1 から開きました — 実行日時 %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_health.cpp" line="+36"/>
        <source>Drive health</source>
        <translation>ドライブの健康状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 reports a critical warning (%2).

A benchmark writes to the drive, and this drive may be failing. Back up its data first.</source>
        <translation>%1 が重大な警告を報告しています (%2)。

ベンチマークはドライブに書き込みます。このドライブは故障しかけている可能性があります。先にデータをバックアップしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Run anyway</source>
        <translation>それでも実行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_fill.cpp" line="+31"/>
        <source>Fill series</source>
        <translation>充填シリーズ</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+8"/>
        <source>Ca&amp;pacity check…</source>
        <translation>容量チェック(&amp;P)…</translation>
    </message>
</context>
<context>
    <name>smui::PresetDialog</name>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="-301"/>
        <source>Queue-depth presets (CrystalDiskMark-style)</source>
        <translation>キュー深度プリセット (CrystalDiskMark 形式)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them (the main window&apos;s AS SSD suite uses MiB/s).</source>
        <translation>対象: %1    テスト サイズ: %2    速度は CrystalDiskMark と同じ MB/s (= 10^6 バイト/秒) です (メイン ウィンドウの AS SSD テストは MiB/s)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One row per test: read, write and mix figures in the chosen unit</source>
        <translation>テストごとに 1 行: 読み取り・書き込み・混合の値を選んだ単位で表示</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+73"/>
        <source>Mix</source>
        <translation>混合</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Chart</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars of the table&apos;s figures per test</source>
        <translation>表の値をテストごとに示す棒グラフ</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)</source>
        <translation>標準 (SEQ1M Q8T1、SEQ1M Q1T1、RND4K Q32T1、RND4K Q1T1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVMe (SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1)</source>
        <translation>NVMe (SEQ1M Q8T1、SEQ128K Q32T1、RND4K Q32T16、RND4K Q1T1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preset</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The set of tests to run</source>
        <translation>実行するテストの組み合わせ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak: best pass</source>
        <translation>Peak: 最良のパス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Real: mean of the passes</source>
        <translation>Real: パスの平均</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile</source>
        <translation>プロファイル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Report the best pass (Peak) or the mean of the passes (Real)</source>
        <translation>最良のパス (Peak) またはパスの平均 (Real) を表示</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passes</source>
        <translation>パス数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Passes per test and direction</source>
        <translation>テスト・方向ごとのパス数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preset:</source>
        <translation>プリセット:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile:</source>
        <translation>プロファイル:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes:</source>
        <translation>パス数:</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Read</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 バイト/秒)</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Custom (%1)</source>
        <translation>カスタム (%1)</translation>
    </message>
    <message>
        <location line="-142"/>
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
        <location line="+97"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval</source>
        <translation>間隔</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rest before every pass but the first, so the drive cools down</source>
        <translation>最初を除く各パスの前に休止し、ドライブを冷まします</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+Mix</source>
        <translation>+混合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a mixed read/write measurement to every test, as CrystalDiskMark&apos;s +Mix</source>
        <translation>CrystalDiskMark の +Mix のように、各テストに読み書き混合の測定を追加</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> % read</source>
        <translation> % 読み取り</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mix read share</source>
        <translation>混合の読み取り比率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of reads in the mixed measurement; the rest are writes</source>
        <translation>混合測定での読み取りの割合 (残りは書き込み)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unit</source>
        <translation>単位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What the table and chart show; the exports keep every unit</source>
        <translation>表とグラフに表示する単位 (エクスポートにはすべての単位が入ります)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval:</source>
        <translation>間隔:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unit:</source>
        <translation>単位:</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Read (%1)</source>
        <translation>読み取り (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write (%1)</source>
        <translation>書き込み (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mix %1 % (%2)</source>
        <translation>混合 %1 % (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GB/s (10^9 bytes/s)</source>
        <translation>GB/s (10^9 バイト/秒)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean latency (µs)</source>
        <translation>平均レイテンシ (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per test</source>
        <translation>テスト別 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+74"/>
        <source>Target: %1    Test size: %2    %3 of %n pass(es), queue engine %4. Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them.</source>
        <translation>
            <numerusform>対象: %1    テスト サイズ: %2    %3 (%n パス)、キュー エンジン %4。速度は CrystalDiskMark と同じ MB/s (= 10^6 バイト/秒) です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peak: best</source>
        <translation>Peak: 最良</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Real: mean</source>
        <translation>Real: 平均</translation>
    </message>
</context>
<context>
    <name>smui::ProfileDialog</name>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="-118"/>
        <source>Workload profiles</source>
        <translation>ワークロード プロファイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    An IOMeter-style mix at each queue depth of the ramp, %3 s per step. MB/s = 10^6 bytes/s.</source>
        <translation>対象: %1    テスト サイズ: %2    IOMeter 形式の負荷を各キュー深度で実行、1 段階 %3 秒。MB/s = 10^6 バイト/秒。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database: 8 KiB, 67 % read</source>
        <translation>データベース: 8 KiB、読み取り 67%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File server: 512 B–64 KiB, 80 % read</source>
        <translation>ファイル サーバー: 512 B–64 KiB、読み取り 80%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web server: 512 B–512 KiB, 100 % read</source>
        <translation>Web サーバー: 512 B–512 KiB、読み取り 100%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workstation: 8 KiB, 80 % read, 80 % random</source>
        <translation>ワークステーション: 8 KiB、読み取り 80%、ランダム 80%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Profile:</source>
        <translation>プロファイル:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threads:</source>
        <translation>スレッド数:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS and p99 latency against queue depth</source>
        <translation>キュー深度ごとの IOPS と p99 レイテンシ</translation>
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
        <translation>p99 レイテンシ (µs)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Queue depth</source>
        <translation>キュー深度</translation>
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
            <numerusform>対象: %1    テスト サイズ: %2    プロファイル %3、%n スレッド、キュー エンジン %4。MB/s = 10^6 バイト/秒。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>smui::SpeedChart</name>
    <message>
        <location filename="../../ui/charts/speed_chart.cpp" line="+50"/>
        <source>Time (s)</source>
        <translation>時間 (秒)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time</source>
        <translation>速度の推移</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each test&apos;s MB/s every 250 ms, one test after another; read blue, write red</source>
        <translation>各テストの MB/s を 250 ms ごとに、テストを順に表示。読み取りは青、書き込みは赤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time: each test&apos;s MB/s every 250 ms, one test after another (read blue, write red). A steady drive draws flat steps.</source>
        <translation>速度の推移：各テストの MB/s を 250 ms ごとに、テストを順に表示（読み取りは青、書き込みは赤）。安定したドライブは平らな段を描きます。</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>This result keeps no speed over time</source>
        <translation>この結果には時間ごとの速度が含まれていません</translation>
    </message>
</context>
<context>
    <name>smui::SteadyDialog</name>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="-210"/>
        <source>Steady state</source>
        <translation>定常状態</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    One workload repeated in rounds until the last %3 rounds&apos; IOPS stay within ±%4 % of their mean and their fitted slope within ±%5 %, or until the time cap.</source>
        <translation>対象: %1    テスト サイズ: %2    直近 %3 ラウンドの IOPS が平均の ±%4 % 以内に収まり、近似直線の傾きが ±%5 % 以内になるまで、または制限時間まで、1 つのワークロードをラウンドごとに繰り返します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> % read</source>
        <translation> % 読み取り</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workload:</source>
        <translation>ワークロード:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round:</source>
        <translation>ラウンド:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cap:</source>
        <translation>上限:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS per round</source>
        <translation>ラウンドごとの IOPS</translation>
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
        <translation>ウィンドウ平均</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>±%1 % band</source>
        <translation>±%1 % の帯</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round</source>
        <translation>ラウンド</translation>
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
        <translation>定常状態: ----</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Round %1</source>
        <translation>ラウンド %1</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>Steady state after %n round(s): %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>%n ラウンド後に定常状態: %1 IOPS (最大偏差 %2 %、傾き %3 %)。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>No steady state within the cap: the last %n round(s) averaged %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>制限時間内に定常状態に達しませんでした: 直近 %n ラウンドの平均は %1 IOPS (最大偏差 %2 %、傾き %3 %)。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>No steady state within the cap: fewer than %n round(s) fitted in it.</source>
        <translation>
            <numerusform>制限時間内に定常状態に達しませんでした: 時間内に収まったラウンドが %n 未満です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not steady yet: the last %n round(s) average %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>まだ定常状態ではありません: 直近 %n ラウンドの平均は %1 IOPS (最大偏差 %2 %、傾き %3 %)。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Not steady yet: %1 of at least %n round(s) done.</source>
        <translation>
            <numerusform>まだ定常状態ではありません: 最低 %n ラウンド中 %1 ラウンド完了。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Target: %1    Test size: %2    %3 at %4 % read, %5 s rounds, cap %6 min; steady when the last %7 rounds stay within ±%8 % of their mean and their fitted slope within ±%9 %. Queue engine: %10.</source>
        <translation>対象: %1    テスト サイズ: %2    %3、読み取り %4 %、1 ラウンド %5 秒、上限 %6 分。直近 %7 ラウンドが平均の ±%8 % 以内で、近似直線の傾きが ±%9 % 以内なら定常状態。キュー エンジン: %10。</translation>
    </message>
</context>
<context>
    <name>smui::SurfaceDialog</name>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="-119"/>
        <source>Surface scan</source>
        <translation>サーフェス スキャン</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Sequential reads at evenly spaced points across the whole drive when it opens read-only (nothing is written to it), else across a test file of %2; random reads around each point give its access time. MB/s = 10^6 bytes/s.</source>
        <translation>対象: %1    ドライブを読み取り専用で開ける場合はドライブ全体 (書き込みは一切しません)、開けない場合は %2 のテスト ファイル全体にわたり、等間隔の位置でシーケンシャル読み取りを行います。各位置の周辺でのランダム読み取りがアクセス時間になります。MB/s = 10^6 バイト/秒。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan the whole drive when it can be opened read-only</source>
        <translation>読み取り専用で開ける場合はドライブ全体をスキャン</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points:</source>
        <translation>ポイント数:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read per point:</source>
        <translation>ポイントごとの読み取り:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read MB/s and access time across the span</source>
        <translation>範囲全体の読み取り MB/s とアクセス時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read MB/s</source>
        <translation>読み取り MB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Access time (ms)</source>
        <translation>アクセス時間 (ms)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Position (% of the span)</source>
        <translation>位置 (範囲の %)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 バイト/秒)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Min ----    Avg ----    Max ----    Access time ----</source>
        <translation>最小 ----    平均 ----    最大 ----    アクセス時間 ----</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Min %1 MB/s    Avg %2 MB/s    Max %3 MB/s    Access time %4 ms</source>
        <translation>最小 %1 MB/s    平均 %2 MB/s    最大 %3 MB/s    アクセス時間 %4 ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the whole drive (%1), read-only</source>
        <translation>ドライブ全体 (%1)、読み取り専用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a test file of %1</source>
        <translation>%1 のテスト ファイル</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Target: %1    Span: %2    %n point(s), %3 read at each. MB/s = 10^6 bytes/s.</source>
        <translation>
            <numerusform>対象: %1    範囲: %2    %n ポイント、各 %3 を読み取り。MB/s = 10^6 バイト/秒。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Span: %1</source>
        <translation>範囲: %1</translation>
    </message>
</context>
<context>
    <name>smui::SustainedDialog</name>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="-204"/>
        <source>Sustained write</source>
        <translation>連続書き込み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Sequential incompressible writes until the amount is written, to find the drive&apos;s write cache (SLC cache): where the speed falls and stays down, the speed before and after, the slowest second and the drive&apos;s temperature. At least 2 GiB stay free.</source>
        <translation>ターゲット: %1
指定量を書き込むまで圧縮できないデータを順次書き込み、ドライブの書き込みキャッシュ (SLC キャッシュ) を調べます: 速度が落ちて戻らなくなる位置、その前後の速度、最も遅い 1 秒、ドライブの温度。少なくとも 2 GiB の空きを残します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 MiB blocks at queue depth 1 (TechPowerUp)</source>
        <translation>1 MiB ブロック、キュー深度 1 (TechPowerUp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>128 KiB blocks at queue depth 32 (AnandTech)</source>
        <translation>128 KiB ブロック、キュー深度 32 (AnandTech)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>85 % of the free space</source>
        <translation>空き容量の 85 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>50 % of the free space</source>
        <translation>空き容量の 50 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>空き容量の 25 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>テストサイズ (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none; e.g. 30s, 2m, 10m</source>
        <translation>なし。例: 30s, 2m, 10m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: write until the cache is full, then for each rest stay idle that long and write again until the speed falls: how much cache each rest brings back.</source>
        <translation>キャッシュの回復: キャッシュが満杯になるまで書き込み、各休止の間アイドル状態にした後、速度が落ちるまで再度書き込みます。各休止でどれだけキャッシュが戻るかを測ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writes:</source>
        <translation>書き込み:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount:</source>
        <translation>書き込み量:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rests:</source>
        <translation>休止:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write speed over the amount written</source>
        <translation>書き込み量に対する書き込み速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequential write</source>
        <translation>シーケンシャル書き込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+111"/>
        <source>Cache full</source>
        <translation>キャッシュ満杯</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>GiB written</source>
        <translation>書き込み済み GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 blocks at queue depth %2</source>
        <translation>%1 ブロック、キュー深度 %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Write cache: ----</source>
        <translation>書き込みキャッシュ: ----</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature: ----</source>
        <translation>温度: ----</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cache full at %1</source>
        <translation>%1 でキャッシュ満杯</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache: %1, written at %2 MB/s; after it %3 MB/s. Slowest second: %4 MB/s. %5 in %6 s.</source>
        <translation>書き込みキャッシュ: %1 (%2 MB/s で書き込み)、その後 %3 MB/s。最も遅い 1 秒: %4 MB/s。%5 を %6 秒で書き込み。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No write cache found: %1 MB/s throughout (the speed never stayed below 70 % of the initial %2 MB/s for 3 s). Slowest second: %3 MB/s. %4 in %5 s.</source>
        <translation>書き込みキャッシュは見つかりませんでした: 全体で %1 MB/s (速度が初期の %2 MB/s の 70 % を下回ったまま 3 秒続いたことはありません)。最も遅い 1 秒: %3 MB/s。%4 を %5 秒で書き込み。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>部分的な結果: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temperature: %1 to %2 °C, from %3 °C at the start to %4 °C at the end (%5%6).</source>
        <translation>温度: %1～%2 °C、開始時 %3 °C、終了時 %4 °C (%5%6)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; warning at %1 °C</source>
        <translation>、警告温度 %1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temperature: not available (%1).</source>
        <translation>温度: 取得できません (%1)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throttling: at %1 s, at or above the drive&apos;s warning temperature of %2 °C, the speed was %3 % below its level before the drive got that hot.</source>
        <translation>スロットリング: %1 秒の時点で、ドライブの警告温度 %2 °C 以上のとき、速度はその温度に達する前より %3 % 低下しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target: %1    %2 blocks at queue depth %3 (%4), sampled every %5 ms; %6 asked for.</source>
        <translation>ターゲット: %1    %2 ブロック、キュー深度 %3 (%4)、%5 ms ごとに記録、要求量 %6。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cache recovery: not measured, the run ended first.</source>
        <translation>キャッシュの回復: 測定されていません。先に実行が終了しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: not measured. No write cache was found, so there was none to recover; the sustained result is kept. Write more to find it.</source>
        <translation>キャッシュの回復: 測定されていません。書き込みキャッシュが見つからなかったため回復するものがありません。連続書き込みの結果は保持されます。見つけるにはさらに書き込んでください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cache recovery: what each rest brought back of the %1 cache.</source>
        <translation>キャッシュの回復: %1 のキャッシュのうち各休止で戻った量。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After %1 s idle: %2 written at the cache&apos;s speed</source>
        <translation>%1 秒のアイドル後: キャッシュの速度で %2 書き込み</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (at least: the speed had not fallen)</source>
        <translation> (少なくとも: 速度は落ちていません)</translation>
    </message>
</context>
<context>
    <name>smui::SweepDialog</name>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="-114"/>
        <source>Block-size sweep</source>
        <translation>ブロック サイズ スイープ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Sequential writes, then reads, at each block size (ATTO-style), one pass or %3 s per size. MB/s = 10^6 bytes/s.</source>
        <translation>対象: %1    テスト サイズ: %2    各ブロック サイズでシーケンシャル書き込みの後に読み取り (ATTO 形式)、1 パスまたはサイズごとに %3 秒。MB/s = 10^6 バイト/秒。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Queue depth:</source>
        <translation>キュー深度:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s against block size</source>
        <translation>ブロック サイズごとの MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size (KiB, log scale)</source>
        <translation>ブロック サイズ (KiB、対数目盛)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 バイト/秒)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write MB/s</source>
        <translation>書き込み MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read MB/s</source>
        <translation>読み取り MB/s</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Target: %1    Test size: %2    Queue depth %3, queue engine %4. MB/s = 10^6 bytes/s.</source>
        <translation>対象: %1    テスト サイズ: %2    キュー深度 %3、キュー エンジン %4。MB/s = 10^6 バイト/秒。</translation>
    </message>
</context>
<context>
    <name>smui::TemperatureLine</name>
    <message>
        <location filename="../../ui/charts/temperature_line.cpp" line="+17"/>
        <source>Drive temperature (°C)</source>
        <translation>ドライブ温度 (°C)</translation>
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
        <translation>準備完了</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+243"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Save PNG…</source>
        <translation>PNG を保存…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fill:</source>
        <translation>充填:</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Fill: %1</source>
        <translation>充填: %1</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Drive temperature: %1 to %2 °C (%3)</source>
        <translation>ドライブ温度: %1～%2 °C (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drive temperature: not available (%1)</source>
        <translation>ドライブ温度: 取得できません (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>部分的な結果: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+48"/>
        <source>Export JSON</source>
        <translation>JSON をエクスポート</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+52"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <location line="+266"/>
        <source>Export CSV</source>
        <translation>CSV をエクスポート</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Save PNG</source>
        <translation>PNG を保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>Choose a target volume or folder in the main window first.</source>
        <translation>先にメイン ウィンドウで対象のボリュームまたはフォルダーを選択してください。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Aborting…</source>
        <translation>中止しています…</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Aborted</source>
        <translation>中止しました</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>There is no result to export yet.</source>
        <translation>エクスポートできる結果はまだありません。</translation>
    </message>
    <message>
        <location line="-260"/>
        <source>A benchmark is running. Abort it and close?</source>
        <translation>ベンチマークを実行中です。中止して閉じますか?</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Save as text…</source>
        <translation>テキストとして保存…</translation>
    </message>
    <message>
        <location line="+263"/>
        <source>Save as text</source>
        <translation>テキストとして保存</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Text (*.txt)</source>
        <translation>テキスト (*.txt)</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Aborted before the run started; nothing was written.</source>
        <translation>実行の開始前に中止しました。何も書き込まれていません。</translation>
    </message>
</context>
</TS>
