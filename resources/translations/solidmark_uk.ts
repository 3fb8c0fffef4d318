<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk">
<context>
    <name>SaveText</name>
    <message>
        <location filename="../../ui/desktop/save_file.cpp" line="+30"/>
        <source>%1
The result is still shown here; nothing is lost. Save it to another file?</source>
        <translation>%1
Результат і далі показано тут; нічого не втрачено. Зберегти його в інший файл?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose another file…</source>
        <translation>Вибрати інший файл…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The result was not saved to the history: %1</source>
        <translation>Результат не збережено в історії: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The result could not be saved to the history: %1</source>
        <translation>Не вдалося зберегти результат в історії: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 Nothing was run.</source>
        <translation>%1 Нічого не запущено.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1
Run anyway? You can export the result when the run ends.</source>
        <translation>%1
Усе одно запустити? Результат можна експортувати після завершення запуску.</translation>
    </message>
</context>
<context>
    <name>UiText</name>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+575"/>
        <source>benchmark</source>
        <translation>бенчмарк</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+209"/>
        <source>fio result</source>
        <translation>результат fio</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+98"/>
        <source>compression</source>
        <translation>стиснення</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+102"/>
        <source>copy</source>
        <translation>копіювання</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+367"/>
        <source>preset (CrystalDiskMark-style)</source>
        <translation>пресет (у стилі CrystalDiskMark)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+142"/>
        <source>workload profile</source>
        <translation>профіль навантаження</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+138"/>
        <source>block-size sweep</source>
        <translation>перебір розмірів блоку</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+142"/>
        <source>surface scan</source>
        <translation>сканування поверхні</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+236"/>
        <source>steady state</source>
        <translation>усталений стан</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+258"/>
        <source>sustained write</source>
        <translation>тривалий запис</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+169"/>
        <source>conditioning</source>
        <translation>кондиціонування</translation>
    </message>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="+62"/>
        <source>%1 write</source>
        <extracomment>%1 is a test name kept as AS SSD prints it (Seq, 4K, 4K-64Thrd, Acc.time)</extracomment>
        <translation>%1 запис</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 read</source>
        <translation>%1 читання</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preparing test file</source>
        <translation>Підготовка тестового файлу</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+14"/>
        <source>%1, pass %2 of %3</source>
        <translation>%1, прохід %2 з %3</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 % compressible, write</source>
        <translation>%1 % стисливих, запис</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % compressible, read</source>
        <translation>%1 % стисливих, читання</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 copy</source>
        <translation>Копіювання %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 mix (%2 % read), pass %3 of %4</source>
        <translation>%1 змішаний (%2 % читання), прохід %3 з %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 profile, queue depth %2</source>
        <translation>Профіль %1, глибина черги %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks, write</source>
        <translation>Блоки %1, запис</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks, read</source>
        <translation>Блоки %1, читання</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surface point %1 of %2</source>
        <translation>Точка поверхні %1 з %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequential fill</source>
        <translation>Послідовне заповнення</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+239"/>
        <source>Conditioning</source>
        <translation>Кондиціонування</translation>
    </message>
    <message>
        <location line="-237"/>
        <source>Sustained write</source>
        <translation>Тривалий запис</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filling the volume to %1 %</source>
        <translation>Заповнення тому до %1 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resting %1 s (%2 of %3)</source>
        <translation>Простій %1 с (%2 з %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writing after rest %1 of %2</source>
        <translation>Запис після простою %1 з %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Creating the test folder</source>
        <translation>Створення тестової теки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was left by an earlier SolidMark run that did not finish; remove it when no run is active.</source>
        <translation>%1 залишилася від попереднього незавершеного запуску SolidMark; видаліть її, коли жоден запуск не активний.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed the leftover test folder %1</source>
        <translation>Видалено залишену тестову теку %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not remove the leftover test folder %1</source>
        <translation>Не вдалося видалити залишену тестову теку %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the test folder</source>
        <translation>Видалення тестової теки</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed the conditioning file kept for this run.</source>
        <translation>Файл кондиціонування, збережений для цього запуску, видалено.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Creating the %1 set (%n file(s), %2)</source>
        <translation>
            <numerusform>Створення набору %1 (%n файл, %2)</numerusform>
            <numerusform>Створення набору %1 (%n файли, %2)</numerusform>
            <numerusform>Створення набору %1 (%n файлів, %2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Verifying the %1 copy</source>
        <translation>Перевірка копії %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the %1 set and its copy</source>
        <translation>Видалення набору %1 і його копії</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the conditioning file</source>
        <translation>Видалення файлу кондиціонування</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeping the conditioning file in %1</source>
        <translation>Файл кондиціонування залишається в %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Resting %n second(s) before the next pass</source>
        <translation>
            <numerusform>Пауза %n секунду перед наступним проходом</numerusform>
            <numerusform>Пауза %n секунди перед наступним проходом</numerusform>
            <numerusform>Пауза %n секунд перед наступним проходом</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 % full during the run (%2 % asked)</source>
        <translation>%1 % заповнено під час прогону (запитано %2 %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % full during the run</source>
        <translation>%1 % заповнено під час прогону</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the %1 % level of a fill series</source>
        <translation>рівень %1 % серії заповнення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 % level of a fill series (%2)</source>
        <translation>рівень %1 % серії заповнення (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a fill series: %1 %</source>
        <translation>серія заповнення: %1 %</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sustained write: %1 MB/s, %2 written, %3 left</source>
        <translation>Тривалий запис: %1 MB/s, записано %2, залишилося %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conditioning: %1 MB/s, %2 written, %3 left</source>
        <translation>Кондиціонування: %1 MB/s, записано %2, залишилося %3</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Filling the volume to %1 %: %2 written, %3 left</source>
        <translation>Заповнення тому до %1 %: записано %2, залишилось %3</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Writing the check&apos;s files</source>
        <translation>Запис файлів перевірки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading the check&apos;s files back</source>
        <translation>Зчитування файлів перевірки</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Wrote %1 (%2)</source>
        <translation>Записано %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read back %1: %2 lost</source>
        <translation>Зчитано %1: втрачено %2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Resting, no I/O: %1 left</source>
        <translation>Простій без вводу-виводу: залишилось %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Writing: %1 MB/s, %2 written, %3 left</source>
        <translation>Запис: %1 МБ/с, записано %2, залишилось %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading back: %1 MB/s, %2 read, %3 left</source>
        <translation>Зчитування: %1 МБ/с, зчитано %2, залишилось %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>ISO</source>
        <translation>ISO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Program</source>
        <translation>Програма</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>n/a</source>
        <translation>н/д</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buffered</source>
        <translation>Буферизовано</translation>
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
        <translation>Мережа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NOCOW</source>
        <translation>NOCOW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem compression</source>
        <translation>Стиснення файлової системи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Valid data length</source>
        <translation>Довжина дійсних даних</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem encryption</source>
        <translation>Шифрування файлової системи</translation>
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
        <translation>%1 на %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Drive: %1  ·  Controller: %2</source>
        <translation>Накопичувач: %1  ·  Контролер: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>Стек: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Score</source>
        <translation>Бал</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steady state</source>
        <translation>Усталений стан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window mean</source>
        <translation>Середнє вікна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min</source>
        <translation>Мін.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avg</source>
        <translation>Сер.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max</source>
        <translation>Макс.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access time</source>
        <translation>Час доступу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sustained average</source>
        <translation>Тривале середнє</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second</source>
        <translation>Найповільніша секунда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before cache</source>
        <translation>До кешу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After cache</source>
        <translation>Після кешу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache</source>
        <translation>Кеш запису</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total time</source>
        <translation>Загальний час</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact data</source>
        <translation>Цілі дані</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost data</source>
        <translation>Втрачені дані</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity write</source>
        <translation>Ємність: запис</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity read</source>
        <translation>Ємність: читання</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second write</source>
        <translation>Найповільніша секунда запису</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second read</source>
        <translation>Найповільніша секунда читання</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Read</source>
        <translation>Читання</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Запис</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean µs</source>
        <translation>сер. мкс</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p99 µs</source>
        <translation>p99 мкс</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation>секунди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written GiB</source>
        <translation>записано GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ms</source>
        <translation>мс</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds</source>
        <translation>раунди</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>latency (µs)</source>
        <translation>затримка (мкс)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 байт/с)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 better</source>
        <translation>%1 краще</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 worse</source>
        <translation>%1 гірше</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>incompressible</source>
        <translation>нестисливі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compressible, %1 % zeros</source>
        <translation>стисливі, %1 % нулів</translation>
    </message>
    <message>
        <location filename="../../ui/tools/history_dialog.cpp" line="+300"/>
        <source>imported peer result</source>
        <translation>імпортований результат іншої програми</translation>
    </message>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="-293"/>
        <source>Created the test folder %1</source>
        <translation>Створено тестову теку %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Left behind: %1 — remove it by hand</source>
        <translation>Залишилося: %1 — видаліть вручну</translation>
    </message>
    <message>
        <location filename="../../ui/charts/fill_chart.cpp" line="+53"/>
        <source>% full during the run</source>
        <translation>% заповнення під час прогону</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Write cache back after a rest</source>
        <translation>Кеш запису після простою</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rest (seconds)</source>
        <translation>Простій (секунди)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Whole cache (first write)</source>
        <translation>Увесь кеш (перший запис)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recovered</source>
        <translation>Відновлено</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fill_choice.cpp" line="+15"/>
        <location filename="../../ui/text/ui_text.cpp" line="+24"/>
        <source>As found</source>
        <translation>Як є</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How full the volume is during the run: SolidMark first writes incompressible ballast into its own test folder up to this share of the volume, and removes it afterwards. A rising list runs the benchmark at each level (a fill series).</source>
        <translation>Наскільки заповнений том під час прогону: SolidMark спочатку записує нестисний баласт у власну тестову теку до цієї частки тому, а потім видаляє його. Зростаючий список запускає тест на кожному рівні (серія заповнення).</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+346"/>
        <source>capacity check</source>
        <translation>перевірка ємності</translation>
    </message>
</context>
<context>
    <name>sm::compare</name>
    <message>
        <location filename="../../core/result/compare.cpp" line="+499"/>
        <location line="+1"/>
        <source>Throughput</source>
        <translation>Пропускна здатність</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean latency</source>
        <translation>Середня затримка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>99th percentile latency</source>
        <translation>Затримка (99-й процентиль)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access time</source>
        <translation>Час доступу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time taken</source>
        <translation>Витрачений час</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount written</source>
        <translation>Записаний обсяг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact and lost data</source>
        <translation>Цілі та втрачені дані</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache size</source>
        <translation>Розмір кешу запису</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds to steady state</source>
        <translation>Раундів до усталеного стану</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Scores</source>
        <translation>Бали</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.cpp" line="+375"/>
        <source>Write speed over the amount written</source>
        <translation>Швидкість запису залежно від записаного обсягу</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/result/capacity_report.cpp" line="+158"/>
        <source>GiB written</source>
        <translation>Записано ГіБ</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.cpp" line="+104"/>
        <source>Write speed over the block size</source>
        <translation>Швидкість запису залежно від розміру блоку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the block size</source>
        <translation>Швидкість читання залежно від розміру блоку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size</source>
        <translation>Розмір блоку</translation>
    </message>
    <message>
        <location filename="../../core/result/steady_result.cpp" line="+111"/>
        <source>IOPS per round</source>
        <translation>IOPS за раунд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../../core/result/surface_result.cpp" line="+145"/>
        <source>Read speed over the span</source>
        <translation>Швидкість читання по діапазону</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position (% of the span)</source>
        <translation>Позиція (% діапазону)</translation>
    </message>
    <message>
        <location filename="../../core/result/compression_result.cpp" line="+108"/>
        <source>Write speed over the compressibility</source>
        <translation>Швидкість запису залежно від стисливості</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the compressibility</source>
        <translation>Швидкість читання залежно від стисливості</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (%)</source>
        <translation>Стисливість (%)</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.cpp" line="+97"/>
        <source>Write speed while conditioning</source>
        <translation>Швидкість запису під час підготовки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes</source>
        <translation>Хвилини</translation>
    </message>
    <message>
        <location filename="../../core/result/run_report.cpp" line="+371"/>
        <source>Latency percentiles</source>
        <translation>Процентилі затримки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentile</source>
        <translation>Процентиль</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_report.cpp" line="-1"/>
        <source>Write speed over the capacity</source>
        <translation>Швидкість запису по ємності</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read speed over the capacity</source>
        <translation>Швидкість читання по ємності</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB read</source>
        <translation>Прочитано ГіБ</translation>
    </message>
</context>
<context>
    <name>sm::flag</name>
    <message>
        <location filename="../../core/device/target_flags.cpp" line="+27"/>
        <source>Direct I/O was refused, so this ran buffered: the results include the operating system&apos;s cache.</source>
        <translation>Прямий ввід-вивід відхилено, тому тест виконано з буферизацією: результати включають кеш операційної системи.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This measures memory, not a drive: the target is a RAM-backed volume (tmpfs, ramfs, zram or brd).</source>
        <translation>Це вимірює пам’ять, а не накопичувач: ціль — том у RAM (tmpfs, ramfs, zram або brd).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a FUSE filesystem: its daemon may cache, so the results may not reach the drive.</source>
        <translation>Ціль — файлова система FUSE: її демон може кешувати, тож записи можуть не доходити до накопичувача.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a network or host-shared filesystem: this measures the network and the server, not a local drive.</source>
        <translation>Ціль — мережева або спільна з хостом файлова система: це вимірює мережу й сервер, а не локальний накопичувач.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On btrfs the test file was created NOCOW (no compression, no checksums), so direct I/O is real.</source>
        <translation>На btrfs тестовий файл створено як NOCOW (без стиснення й контрольних сум), тож прямий ввід-вивід справжній.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The filesystem may compress the test data (NOCOW could not be set), so results can exceed what the drive itself does.</source>
        <translation>Файлова система може стискати тестові дані (NOCOW не вдалося встановити), тож результати можуть перевищувати можливості самого накопичувача.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Windows could not set the test file&apos;s valid data length (that needs an administrator), so NTFS extended it with the timed writes: each such write ran alone, whatever the queue depth.</source>
        <translation>Windows не вдалося встановити довжину дійсних даних тестового файлу (для цього потрібен адміністратор), тож NTFS подовжувала її вимірюваними записами: кожен такий запис виконувався окремо, незалежно від глибини черги.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The test file is encrypted by the filesystem (an EFS-encrypted folder): every write ran alone, and the results include the encryption.</source>
        <translation>Тестовий файл шифрується файловою системою (тека з шифруванням EFS): кожен запис виконувався окремо, а результати містять витрати на шифрування.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured by fio and imported, not by SolidMark&apos;s engine: fio&apos;s time windows, write data and flushes differ in the ways docs/methodology.md section 15 lists.</source>
        <translation>Виміряно fio та імпортовано, а не рушієм SolidMark: часові вікна, записувані дані та скидання буферів у fio відрізняються так, як перелічено в розділі 15 docs/methodology.md.</translation>
    </message>
</context>
<context>
    <name>sm::kind</name>
    <message>
        <location filename="../../core/result/run_result.h" line="+86"/>
        <source>AS SSD benchmark</source>
        <translation>Бенчмарк AS SSD</translation>
    </message>
    <message>
        <location filename="../../core/result/compression_result.h" line="+28"/>
        <source>Compression benchmark</source>
        <translation>Бенчмарк стиснення</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.h" line="+26"/>
        <source>Drive conditioning</source>
        <translation>Кондиціонування накопичувача</translation>
    </message>
    <message>
        <location filename="../../core/result/copy_result.h" line="+31"/>
        <source>Copy benchmark</source>
        <translation>Бенчмарк копіювання</translation>
    </message>
    <message>
        <location filename="../../core/result/fio_result.h" line="+68"/>
        <source>fio result</source>
        <translation>результат fio</translation>
    </message>
    <message>
        <location filename="../../core/result/peer_result.h" line="+56"/>
        <source>Imported peer result (CrystalDiskMark, KDiskMark, AmorphousDiskMark)</source>
        <translation>Імпортований результат іншої програми (CrystalDiskMark, KDiskMark, AmorphousDiskMark)</translation>
    </message>
    <message>
        <location filename="../../core/result/preset_result.h" line="+62"/>
        <source>Queue-depth presets (CrystalDiskMark-style)</source>
        <translation>Пресети глибини черги (у стилі CrystalDiskMark)</translation>
    </message>
    <message>
        <location filename="../../core/result/profile_result.h" line="+29"/>
        <source>Workload profile</source>
        <translation>Профіль навантаження</translation>
    </message>
    <message>
        <location filename="../../core/result/steady_result.h" line="+32"/>
        <source>Steady state</source>
        <translation>Усталений стан</translation>
    </message>
    <message>
        <location filename="../../core/result/surface_result.h" line="+30"/>
        <source>Surface scan</source>
        <translation>Сканування поверхні</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.h" line="+92"/>
        <source>Sustained write</source>
        <translation>Тривалий запис</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.h" line="+22"/>
        <source>Block-size sweep</source>
        <translation>Перебір розмірів блоку</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_result.h" line="+65"/>
        <source>Capacity check</source>
        <translation>Перевірка ємності</translation>
    </message>
</context>
<context>
    <name>sm::peer</name>
    <message>
        <location filename="../../core/result/peer_result.cpp" line="+216"/>
        <source>KDiskMark&apos;s MB/s is fio&apos;s bandwidth in KiB/s divided by 1000: 1.024 x MiB/s, which reads 2.34 % below decimal MB/s. Its numbers are imported as written, not converted; its latency is fio&apos;s completion latency.</source>
        <translation>МБ/с у KDiskMark — це пропускна здатність fio в КіБ/с, поділена на 1000: 1,024 × МіБ/с, тобто на 2,34 % менше за десяткові МБ/с. Значення імпортовано як записано, без перерахунку; затримка — затримка завершення fio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AmorphousDiskMark&apos;s numbers are imported as written (its header says decimal MB/s, 10^6 bytes/s).</source>
        <translation>Значення AmorphousDiskMark імпортовано як записано (за його заголовком — десяткові МБ/с, 10^6 байт/с).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SolidMark&apos;s own text export: the numbers as it printed them, MB/s to 3 decimals, IOPS to 1 and latency to 2.</source>
        <translation>Власний текстовий експорт SolidMark: значення так, як він їх вивів, МБ/с із 3 знаками після коми, IOPS з 1 і затримка з 2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CrystalDiskMark&apos;s MB/s are decimal (10^6 bytes/s), as the presets print them; its IOPS are derived from MB/s and the block size. Imported as written.</source>
        <translation>МБ/с у CrystalDiskMark десяткові (10^6 байт/с), як їх виводять пресети; його IOPS виведено з МБ/с і розміру блока. Імпортовано як записано.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CrystalDiskMark 5 and 6 do not write their sequential rows&apos; block sizes: they are the ones those versions run (128 KiB with Q and T, 1 MiB at T=1).</source>
        <translation>CrystalDiskMark 5 і 6 не пишуть розмір блока в рядках послідовних тестів: це розміри, з якими працюють ці версії (128 КіБ з Q і T, 1 МіБ при T=1).</translation>
    </message>
    <message>
        <location filename="../../core/result/compare.cpp" line="-293"/>
        <source>A fill series: of its levels, the one nearest the other results&apos; fill is compared.</source>
        <translation>Серія заповнення: з її рівнів порівнюється найближчий до заповнення інших результатів.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every result is a fill series: each row pairs the levels of the same fill.</source>
        <translation>Кожен результат — серія заповнення: кожен рядок зіставляє рівні того самого заповнення.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>These results ran at different fills: a change between them is the fill&apos;s as much as the drive&apos;s.</source>
        <translation>Ці результати отримано за різного заповнення: різниця між ними залежить від заповнення не менше, ніж від накопичувача.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Write-through is on: its writes went past the drive&apos;s cache. Not every result here has it on, so their write rows are not like with like.</source>
        <translation>Наскрізний запис увімкнено: запис ішов повз кеш накопичувача. Не в усіх результатів тут він увімкнений, тому рядки запису непорівнянні.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write-through is off: its writes went into the drive&apos;s cache. Not every result here has it off, so their write rows are not like with like.</source>
        <translation>Наскрізний запис вимкнено: запис ішов у кеш накопичувача. Не в усіх результатів тут він вимкнений, тому рядки запису непорівнянні.</translation>
    </message>
</context>
<context>
    <name>sm::reason</name>
    <message>
        <location filename="../../core/util/reason_text.h" line="+20"/>
        <source>Reading the SMART data of {} needs smartctl (Debian: smartmontools), which is not installed.</source>
        <translation>Для читання даних SMART з {} потрібен smartctl (Debian: smartmontools), який не встановлено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>smartctl did not answer for {} within {} s.</source>
        <translation>smartctl не відповів для {} за {} с.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>smartctl gave no JSON for {} (exit status {}).</source>
        <translation>smartctl не видав JSON для {} (код виходу {}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl read no health record</source>
        <translation>smartctl не прочитав запису про стан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl: {}</source>
        <translation>smartctl: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs root or the disk group. {}</source>
        <translation>Для читання даних SMART з {} потрібні права root або група disk. {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs an administrator (Windows: access denied).</source>
        <translation>Для читання даних SMART з {} потрібні права адміністратора (Windows: доступ заборонено).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its SMART data (SMART_RCV_DRIVE_DATA, error {}).</source>
        <translation>{} не повернув дані SMART (SMART_RCV_DRIVE_DATA, помилка {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the NVMe health log of {} needs root ({}).</source>
        <translation>Для читання журналу стану NVMe {} потрібні права root ({}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened: {}.</source>
        <translation>Не вдається відкрити {}: {}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} did not return its health log ({}).</source>
        <translation>{} не повернув журнал стану ({}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its NVMe health log (IOCTL_STORAGE_QUERY_PROPERTY, error {}).</source>
        <translation>{} не повернув журнал стану NVMe (IOCTL_STORAGE_QUERY_PROPERTY, помилка {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} answered the NVMe health log query with {} bytes, too few for the page.</source>
        <translation>{} відповів на запит журналу стану NVMe {} байтами — замало для сторінки.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No drive was found under the target.</source>
        <translation>Під ціллю не знайдено жодного накопичувача.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target spans several drives; their health is read one drive at a time.</source>
        <translation>Ціль займає кілька накопичувачів; їхній стан читається по одному накопичувачу.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No NVMe controller was found for {}.</source>
        <translation>Для {} не знайдено контролера NVMe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This build of SolidMark reads no NVMe health log (built without libnvme).</source>
        <translation>Ця збірка SolidMark не читає журнал стану NVMe (зібрана без libnvme).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} ({}) has no health record that SolidMark can read: it is neither NVMe nor ATA.</source>
        <translation>У {} ({}) немає запису про стан, який SolidMark може прочитати: це не NVMe і не ATA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown bus</source>
        <translation>невідома шина</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s health was not recorded with this result.</source>
        <translation>Стан накопичувача не записано з цим результатом.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drive&apos;s health record could not be read.</source>
        <translation>Не вдалося прочитати запис про стан накопичувача.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive does not count the bytes written to it (or its unit is unknown).</source>
        <translation>Накопичувач не рахує записані байти (або їхня одиниця невідома).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s written counter went backwards during the run.</source>
        <translation>Лічильник запису накопичувача зменшився під час тесту.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s media errors grew from {} to {} during this run.</source>
        <translation>Помилки носія накопичувача зросли з {} до {} за цей тест.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive set a critical warning during this run: {}.</source>
        <translation>Накопичувач виставив критичне попередження за цей тест: {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run ended before the drive&apos;s health was read again.</source>
        <translation>Тест завершився до повторного читання стану накопичувача.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no physical drive found under the target</source>
        <translation>під ціллю не знайдено фізичного накопичувача</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} does not report a temperature (StorageDeviceTemperatureProperty)</source>
        <translation>{} не повідомляє температуру (StorageDeviceTemperatureProperty)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no single drive under the target</source>
        <translation>під ціллю немає єдиного накопичувача</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no hwmon sensor for {}</source>
        <translation>немає датчика hwmon для {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no hwmon sensor for {}, and the NVMe health log of {} is not readable (it needs root)</source>
        <translation>немає датчика hwmon для {}, а журнал стану NVMe {} не читається (потрібні права root)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sensor gave no reading</source>
        <translation>датчик не видав показів</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no block device</source>
        <translation>немає блочного пристрою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open the device</source>
        <translation>не вдається відкрити пристрій</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the device&apos;s size</source>
        <translation>не вдається прочитати розмір пристрою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device too small</source>
        <translation>пристрій замалий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 not available</source>
        <translation>udisks2 недоступний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not authorised</source>
        <translation>немає дозволу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 does not know the device</source>
        <translation>udisks2 не знає пристрій</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no direct I/O on the device from udisks2</source>
        <translation>немає прямого введення-виведення на пристрій через udisks2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 could not open the device</source>
        <translation>udisks2 не зміг відкрити пристрій</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no block device found for the target</source>
        <translation>для цілі не знайдено блочного пристрою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened read-only: {}</source>
        <translation>не вдається відкрити {} лише для читання: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Through udisks2: {}</source>
        <translation>Через udisks2: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the size of {}: {}</source>
        <translation>не вдається прочитати розмір {}: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} holds {}, less than the {} needed</source>
        <translation>{} вміщує {}, менше за потрібні {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open &apos;{}&apos;: {}.</source>
        <translation>Не вдається відкрити &apos;{}&apos;: {}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no system bus: {}</source>
        <translation>немає системної шини: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has no block object for {}</source>
        <translation>в udisks2 немає блочного об&apos;єкта для {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 not available on this platform</source>
        <translation>udisks2 недоступний на цій платформі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no answer</source>
        <translation>немає відповіді</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>скасовано</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit could not ask (no authentication agent answered)</source>
        <translation>{}: {}; polkit не зміг запитати (агент автентифікації не відповів)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit would ask for a password (--authorize, or Allow in the GUI&apos;s question)</source>
        <translation>{}: {}; polkit запитав би пароль (--authorize або «Дозволити» в запитанні інтерфейсу)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot build the udisks2 call: {}</source>
        <translation>не вдається скласти виклик udisks2: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 OpenDevice: a reply without a file descriptor</source>
        <translation>udisks2 OpenDevice: відповідь без файлового дескриптора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot keep the descriptor: {}</source>
        <translation>не вдається зберегти дескриптор: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 returned a descriptor that is not read-only; not used</source>
        <translation>udisks2 повернув дескриптор не лише для читання; не використано</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>O_DIRECT could not be set ({}) nor the descriptor reopened with it ({})</source>
        <translation>не вдалося ні встановити O_DIRECT ({}), ні перевідкрити з ним дескриптор ({})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by udisks2</source>
        <translation>O_DIRECT від udisks2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT set with fcntl</source>
        <translation>O_DIRECT встановлено через fcntl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by reopening the descriptor</source>
        <translation>O_DIRECT перевідкриттям дескриптора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opened through udisks2 ({}, {})</source>
        <translation>відкрито через udisks2 ({}, {})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}</source>
        <translation>увесь пристрій {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}, {}</source>
        <translation>увесь пристрій {}, {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 names no drive for {}</source>
        <translation>udisks2 не називає накопичувач для {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 reads no ATA SMART for {}: its drive has no Drive.Ata interface</source>
        <translation>udisks2 не читає ATA SMART для {}: накопичувач не має інтерфейсу Drive.Ata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} has SMART turned off (udisks2)</source>
        <translation>у {} SMART вимкнено (udisks2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} does not support SMART (udisks2)</source>
        <translation>{} не підтримує SMART (udisks2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has not read the SMART data of {} yet; --authorize lets it read them now (polkit may ask)</source>
        <translation>udisks2 ще не прочитав дані SMART {}; --authorize дозволяє прочитати їх зараз (polkit може запитати)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>udisks2 SmartGetAttributes: a reply SolidMark cannot read</source>
        <translation>udisks2 SmartGetAttributes: відповідь, яку SolidMark не може прочитати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permission denied</source>
        <translation>Доступ заборонено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operation not permitted</source>
        <translation>Операція не дозволена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such file or directory</source>
        <translation>Немає такого файлу або каталогу</translation>
    </message>
</context>
<context>
    <name>smui::CapacityDialog</name>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="-312"/>
        <source>changed</source>
        <translation>змінений</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overwritten</source>
        <translation>перезаписаний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corrupted</source>
        <translation>пошкоджений</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the check ended before every file was read back</source>
        <translation>перевірка завершилася до того, як усі файли було зчитано</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the check was aborted at %1</source>
        <translation>перевірку перервано на %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the volume became full at %1</source>
        <translation>том заповнився на %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive went away at %1</source>
        <translation>накопичувач зник на %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file system became read-only at %1</source>
        <translation>файлова система стала доступною лише для читання на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing failed at %1</source>
        <translation>запис не вдався на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading failed at %1</source>
        <translation>читання не вдалося на %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Capacity check</source>
        <translation>Перевірка ємності</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1
Does the drive hold what it claims? Fills the free space with files in the format of f3 and H2testw, reads them back and checks every 512-byte sector. The files are removed afterwards unless kept.</source>
        <translation>Ціль: %1
Чи тримає накопичувач заявлений обсяг? Заповнює вільне місце файлами у форматі f3 і H2testw, зчитує їх і перевіряє кожен 512-байтовий сектор. Потім файли видаляються, якщо їх не залишити.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All the free space</source>
        <translation>Усе вільне місце</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>50 % of the free space</source>
        <translation>50 % вільного місця</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>25 % of the free space</source>
        <translation>25 % вільного місця</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The test size (%1)</source>
        <translation>Розмір тесту (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 GiB (f3read and H2testw read them)</source>
        <translation>1 ГіБ (їх читають f3read і H2testw)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep the files</source>
        <translation>Залишити файли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only read back the files in the target</source>
        <translation>Лише зчитати файли в цілі</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Amount:</source>
        <translation>Обсяг:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files:</source>
        <translation>Файли:</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+175"/>
        <source>Write</source>
        <translation>Запис</translation>
    </message>
    <message>
        <location line="-174"/>
        <location line="+175"/>
        <source>Read</source>
        <translation>Читання</translation>
    </message>
    <message>
        <location line="-174"/>
        <source>GiB</source>
        <translation>ГіБ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (MiB/s)</source>
        <translation>МБ/с (МіБ/с)</translation>
    </message>
    <message>
        <location line="+74"/>
        <location line="+124"/>
        <source>Speed over the capacity, every half second</source>
        <translation>Швидкість по ємності, кожні півсекунди</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Verdict: ----</source>
        <translation>Вердикт: ----</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Genuine: all %1 written read back intact.</source>
        <translation>Справжній: усі записані %1 зчитано без втрат.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fake: only the first %1 hold their data; what was written past that reads back as zeros.</source>
        <translation>Підробка: дані зберігають лише перші %1; усе записане далі зчитується як нулі.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fake: only the first %1 hold their data; what was written past that is lost.</source>
        <translation>Підробка: дані зберігають лише перші %1; усе записане далі втрачено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wraps around: data written past %1 overwrote earlier data.</source>
        <translation>Перезаписує по колу: дані, записані після %1, затерли попередні.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Corrupts data: %1 sectors came back damaged (%2 changed, %3 overwritten, %4 corrupted); %5 could not be read.</source>
        <translation>Псує дані: %1 секторів повернулися пошкодженими (%2 змінено, %3 перезаписано, %4 зіпсовано); %5 не вдалося прочитати.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopped: %1; nothing was read back.</source>
        <translation>Зупинено: %1; нічого не зчитано.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: %1; the %2 verified before that read back intact.</source>
        <translation>Зупинено: %1; перевірені до цього %2 зчитано без втрат.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The check ended early: %1.</source>
        <translation>Перевірка завершилася достроково: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announced: drive %1, file system %2. Real capacity (intact data): %3.</source>
        <translation>Заявлено: накопичувач %1, файлова система %2. Реальна ємність (цілі дані): %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Written %1, intact %2, lost %3: %4 changed, %5 overwritten, %6 corrupted, %7 unreadable sectors.</source>
        <translation>Записано %1, цілих %2, втрачено %3: %4 змінених, %5 перезаписаних, %6 зіпсованих, %7 нечитабельних секторів.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 MB/s on average, %3 to %4 MB/s per file, slowest second %5 MB/s.</source>
        <translation>%1: у середньому %2 МБ/с, від %3 до %4 МБ/с на файл, найповільніша секунда %5 МБ/с.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First bad sector: %1.h2w at %2, expected offset %3, found %4 (%5).</source>
        <translation>Перший поганий сектор: %1.h2w на %2, очікуваний зсув %3, знайдено %4 (%5).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Files of %1: f3read and H2testw read only 1 GiB files.</source>
        <translation>Файли по %1: f3read і H2testw читають лише файли по 1 ГіБ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The files are kept in %1.</source>
        <translation>Файли залишено в %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Speed over the capacity, per file</source>
        <translation>Швидкість по ємності, по файлах</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 per cell</source>
        <translation>%1 на клітинку</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target: %1    read back the .h2w files in %2</source>
        <translation>Ціль: %1    зчитано файли .h2w у %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1    %2 in files of %3, read back with direct I/O</source>
        <translation>Ціль: %1    %2 у файлах по %3, зчитано з прямим введенням-виведенням</translation>
    </message>
</context>
<context>
    <name>smui::CapacityMap</name>
    <message>
        <location filename="../../ui/charts/capacity_map.cpp" line="+23"/>
        <source>not reached</source>
        <translation>не досягнуті</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written, not read back yet</source>
        <translation>записані, ще не зчитані</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intact</source>
        <translation>цілі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partly lost</source>
        <translation>частково втрачені</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>втрачені</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>%1; each cell of the map is a slice of %2 files</source>
        <translation>%1; кожна клітинка мапи — зріз із %2 файлів</translation>
    </message>
</context>
<context>
    <name>smui::ChartUtil</name>
    <message>
        <location filename="../../ui/charts/chart_util.cpp" line="+263"/>
        <source>Chart</source>
        <translation>Діаграма</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chart of the figures in the results table</source>
        <translation>Діаграма значень з таблиці результатів</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Results</source>
        <translation>Результати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The measured figures, one row each</source>
        <translation>Виміряні значення, по рядку на кожне</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>No data yet</source>
        <translation>Даних ще немає</translation>
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
        <translation>Зупинка — SolidMark</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopping… removing the test file</source>
        <translation>Зупинка… видалення тестового файлу</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close anyway (leave the file)</source>
        <translation>Все одно закрити (залишити файл)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Waiting %1 s for the engine to stop and the drive to remove the file.</source>
        <translation>Очікування %1 с: рушій зупиняється, диск видаляє файл.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, the test folder may stay on the drive.</source>
        <translation>Це триває довго: диск, можливо, повільний або не відповідає. Якщо закрити зараз, тестова тека може залишитися на диску.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, %1 stays on the drive and you must remove it by hand.</source>
        <translation>Це триває довго: диск, можливо, повільний або не відповідає. Якщо закрити зараз, %1 залишиться на диску і його доведеться видалити вручну.</translation>
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
        <translation>%1 і %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>test size %1</source>
        <translation>розмір тесту %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>test sizes %1 to %2</source>
        <translation>розміри тесту від %1 до %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to %2</source>
        <comment>a range of dates</comment>
        <translation>з %1 по %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/compare_bars.cpp" line="+55"/>
        <source>higher is better</source>
        <translation>більше — краще</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lower is better</source>
        <translation>менше — краще</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>change in % against %1</source>
        <translation>зміна у % відносно %1</translation>
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
        <translation>Пунктир: де в кожного результату закінчився кеш запису</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>logarithmic scale</source>
        <translation>логарифмічна шкала</translation>
    </message>
</context>
<context>
    <name>smui::CompareDialog</name>
    <message>
        <location filename="../../ui/tools/compare_dialog.cpp" line="+48"/>
        <source>Compare results: %1 — SolidMark</source>
        <translation>Порівняння результатів: %1 — SolidMark</translation>
    </message>
    <message>
        <location filename="../../ui/charts/speed_chart.cpp" line="+35"/>
        <source>R</source>
        <comment>short for read</comment>
        <translation>Ч</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>W</source>
        <comment>short for write</comment>
        <translation>З</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compare_dialog.cpp" line="+66"/>
        <source>Name (click to edit)</source>
        <translation>Назва (клацніть для редагування)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (UTC)</source>
        <translation>Дата (UTC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>Накопичувач</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Temperature</source>
        <translation>Температура</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>Джерело</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move up</source>
        <translation>Вище</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>Нижче</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Best first</source>
        <translation>Найкращі зверху</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As listed</source>
        <translation>Як у списку</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chart:</source>
        <translation>Діаграма:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reference:</source>
        <translation>Еталон:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highlight:</source>
        <translation>Виділити:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars:</source>
        <translation>Смуги:</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Fill</source>
        <translation>Заповнення</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Light</source>
        <translation>Світла</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Темна</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Width:</source>
        <translation>Ширина:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scale:</source>
        <translation>Масштаб:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Theme:</source>
        <translation>Тема:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save SVG…</source>
        <translation>Зберегти SVG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>Експорт CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Експорт JSON…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+210"/>
        <source>This build of SolidMark has no Qt Svg; save a PNG instead</source>
        <translation>У цій збірці SolidMark немає Qt Svg; збережіть PNG</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>None</source>
        <translation>Немає</translation>
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
        <translation> (еталон)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Test</source>
        <translation>Тест</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Значення</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The best value of this row</source>
        <translation>Найкраще значення рядка</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>SVG image (*.svg)</source>
        <translation>Зображення SVG (*.svg)</translation>
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
        <translation>Зберегти порівняння</translation>
    </message>
    <message>
        <location line="-236"/>
        <source>Save PNG…</source>
        <translation>Зберегти PNG…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>PNG image (*.png)</source>
        <translation>Зображення PNG (*.png)</translation>
    </message>
    <message>
        <location line="-207"/>
        <source>%1 and %2</source>
        <comment>two kinds of result compared</comment>
        <translation>%1 і %2</translation>
    </message>
</context>
<context>
    <name>smui::CompressionDialog</name>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="-78"/>
        <source>Compression benchmark</source>
        <translation>Бенчмарк стиснення</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target: %1    Test size: %2 (%3 per point, 1 MB blocks, QD1, unbuffered)</source>
        <translation>Ціль: %1    Розмір тесту: %2 (%3 на точку, блоки 1 MB, QD1, без буферизації)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed by compressibility</source>
        <translation>Швидкість залежно від стисливості</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Читання</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Запис</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (share of zero bytes, %)</source>
        <translation>Стисливість (частка нульових байтів, %)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Read MB/s</source>
        <translation>Читання MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write MB/s</source>
        <translation>Запис MB/s</translation>
    </message>
</context>
<context>
    <name>smui::ConditionDialog</name>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="-145"/>
        <source>Condition drive</source>
        <translation>Кондиціонувати накопичувач</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Random 128 KiB incompressible writes over a conditioning file, to bring the drive to its used (steady) state before a run labelled &quot;conditioned&quot;. At least 2 GiB stay free.</source>
        <translation>Ціль: %1
Випадкові нестисливі записи по 128 KiB у файл кондиціонування, щоб привести накопичувач до робочого (усталеного) стану перед запуском з міткою «conditioned». Щонайменше 2 GiB залишаються вільними.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>50 % of the free space</source>
        <translation>50 % вільного місця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>25 % вільного місця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75 % of the free space</source>
        <translation>75 % вільного місця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>Розмір тесту (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>minutes</source>
        <translation>хвилини</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB written</source>
        <translation>записано GiB</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One sequential pass over the file first</source>
        <translation>Спершу один послідовний прохід по файлу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the file during the next run (removed when it ends)</source>
        <translation>Зберегти файл на час наступного запуску (видаляється, коли той завершиться)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File size:</source>
        <translation>Розмір файлу:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after:</source>
        <translation>Зупинити після:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write speed while conditioning</source>
        <translation>Швидкість запису під час кондиціонування</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random 128 KiB write</source>
        <translation>Випадковий запис 128 KiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (s)</source>
        <translation>Час (с)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s, after a %6 s sequential fill.</source>
        <translation>%1 кондиціоновано: файл %2, %3 випадкових записів по 128 KiB за %4 с = %5 MB/s, після послідовного заповнення за %6 с.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s.</source>
        <translation>%1 кондиціоновано: файл %2, %3 випадкових записів по 128 KiB за %4 с = %5 MB/s.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>MB/s per second: first %1, last %2, min %3, max %4 (%n sample(s))</source>
        <translation>
            <numerusform>MB/s по секундах: перше %1, останнє %2, мін. %3, макс. %4 (%n вимір)</numerusform>
            <numerusform>MB/s по секундах: перше %1, останнє %2, мін. %3, макс. %4 (%n виміри)</numerusform>
            <numerusform>MB/s по секундах: перше %1, останнє %2, мін. %3, макс. %4 (%n вимірів)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is kept in %1 until the next run on this target ends.</source>
        <translation>Файл залишається в %1 до завершення наступного запуску на цій цілі.</translation>
    </message>
</context>
<context>
    <name>smui::CopyDialog</name>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="-76"/>
        <source>Copy benchmark</source>
        <translation>Бенчмарк копіювання</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Scale: %2 (test size %3; 1 GiB = full-size sets)
Each set is created, flushed and evicted from the cache, then copied on the same volume; the time includes flushing the copy.</source>
        <translation>Ціль: %1    Масштаб: %2 (розмір тесту %3; 1 GiB = набори повного розміру)
Кожен набір створюється, скидається на диск і витісняється з кешу, а потім копіюється на тому самому томі; час включає скидання копії на диск.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speed</source>
        <translation>Швидкість</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>Час</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files</source>
        <translation>Файли</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
</context>
<context>
    <name>smui::Elevation</name>
    <message>
        <location filename="../../ui/desktop/elevation.cpp" line="+65"/>
        <source>the restart was declined</source>
        <translation>перезапуск відхилено</translation>
    </message>
</context>
<context>
    <name>smui::HealthDialog</name>
    <message>
        <location filename="../../ui/panels/health_view.cpp" line="+26"/>
        <source>Drive</source>
        <translation>Накопичувач</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>Джерело</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Health</source>
        <translation>Стан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why not</source>
        <translation>Чому ні</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Critical warning</source>
        <translation>Критичне попередження</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature</source>
        <translation>Температура</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available spare</source>
        <translation>Доступний резерв</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spare threshold</source>
        <translation>Поріг резерву</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentage used</source>
        <translation>Використано ресурсу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data read</source>
        <translation>Прочитано даних</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data written</source>
        <translation>Записано даних</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power-on hours</source>
        <translation>Години роботи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power cycles</source>
        <translation>Цикли увімкнення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsafe shutdowns</source>
        <translation>Небезпечні вимкнення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Media errors</source>
        <translation>Помилки носія</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error log entries</source>
        <translation>Записи журналу помилок</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>critical warning (%1)</source>
        <translation>критичне попередження (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning</source>
        <translation>попередження</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>unknown: %1</source>
        <translation>невідомо: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 % used</source>
        <translation>використано %1 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the drive counted %1 written during this run (SolidMark wrote %2)</source>
        <translation>накопичувач нарахував %1 записаних за цей прогін (SolidMark записав %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive counted %1 written during this run</source>
        <translation>накопичувач нарахував %1 записаних за цей прогін</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drive health</source>
        <translation>Стан накопичувача</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Value</source>
        <translation>Значення</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attribute</source>
        <translation>Атрибут</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Worst</source>
        <translation>Найгірше</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threshold</source>
        <translation>Поріг</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raw</source>
        <translation>Сире</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Read again</source>
        <translation>&amp;Прочитати знову</translation>
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
        <translation>Історія — SolidMark</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved results in %1</source>
        <translation>Збережені результати в %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+225"/>
        <source>The history cannot be opened: %1</source>
        <translation>Не вдається відкрити історію: %1</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>Filter by drive (model or serial)</source>
        <translation>Фільтр за накопичувачем (модель або серійний номер)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drive:</source>
        <translation>Накопичувач:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (UTC)</source>
        <translation>Дата (UTC)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Label</source>
        <translation>Мітка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drive</source>
        <translation>Накопичувач</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Читання</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>Запис</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compare</source>
        <translation>Порівняти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select two or more results of the same kind (up to 26), or imported peer results and preset runs</source>
        <translation>Виберіть два або більше результатів одного типу (до 26) або імпортовані результати інших програм і прогони пресетів</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Експорт JSON…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Delete the %n selected result(s) from the history?</source>
        <translation>
            <numerusform>Видалити %n вибраний результат з історії?</numerusform>
            <numerusform>Видалити %n вибрані результати з історії?</numerusform>
            <numerusform>Видалити %n вибраних результатів з історії?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export JSON</source>
        <translation>Експорт JSON</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Import…</source>
        <translation>Імпорт…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Store a SolidMark result JSON, or a text saved by CrystalDiskMark 5–9, KDiskMark or AmorphousDiskMark</source>
        <translation>Зберегти результат SolidMark у JSON або текст, збережений CrystalDiskMark 5–9, KDiskMark чи AmorphousDiskMark</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Every result SolidMark reads (*.txt *.json)</source>
        <translation>Усі результати, які читає SolidMark (*.txt *.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CrystalDiskMark text (*.txt)</source>
        <translation>Текст CrystalDiskMark (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KDiskMark text (*.txt)</source>
        <translation>Текст KDiskMark (*.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AmorphousDiskMark text (*.txt)</source>
        <translation>Текст AmorphousDiskMark (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SolidMark result JSON (*.json)</source>
        <translation>Результат SolidMark у JSON (*.json)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import a result</source>
        <translation>Імпорт результату</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot import %1:
%2
Nothing was stored.</source>
        <translation>Не вдається імпортувати %1:
%2
Нічого не збережено.</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>%1 (local time)</source>
        <comment>a date whose time zone is not known</comment>
        <translation>%1 (місцевий час)</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Open</source>
        <translation>Відкрити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected benchmark run in the main window</source>
        <translation>Показати вибраний прогін у головному вікні</translation>
    </message>
</context>
<context>
    <name>smui::MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+265"/>
        <source>Whole-drive access time</source>
        <translation>Час доступу по всьому диску</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Reading the whole drive needs your permission; nothing is written.

Allow it and your desktop may ask for your password. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>Для читання всього диска потрібен ваш дозвіл; нічого не записується.

Якщо дозволити, робочий стіл може запитати пароль. З тестовим файлом читання часу доступу охоплює лише тестовий файл, і результат це зазначає.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allow</source>
        <translation>Дозволити</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Use a test file instead</source>
        <translation>Використати тестовий файл</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-74"/>
        <source>Acc.time read spanned the test file, not the whole drive: %1.</source>
        <translation>Читання Acc.time охопило тестовий файл, а не весь диск: %1.</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>&amp;Write-through (writes past the drive&apos;s cache)</source>
        <translation>&amp;Наскрізний запис (повз кеш накопичувача)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every write of the test file completes only once it is past the drive&apos;s volatile cache (FUA), as AS SSD is said to write. Off: direct I/O alone, as CrystalDiskMark and fio.</source>
        <translation>Кожен запис тестового файлу завершується лише після того, як пройшов повз енергозалежний кеш накопичувача (FUA), як, за наявними даними, пише AS SSD. Вимкнено: лише прямий ввід-вивід, як у CrystalDiskMark і fio.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Dri&amp;ve health…</source>
        <translation>Ст&amp;ан накопичувача…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>  ·  write-through</source>
        <translation>  ·  наскрізний запис</translation>
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
        <translation>Нестисливі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressible (%1 % zeros)</source>
        <translation>Стисливі (%1 % нулів)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Choose a target volume or folder first.</source>
        <translation>Спершу виберіть цільовий том або теку.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Reading the whole drive needs an administrator on Windows; nothing is written.

Restart SolidMark as administrator (Windows asks you to confirm) and the run starts again there. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>Для читання всього диска у Windows потрібні права адміністратора; нічого не записується.

Перезапустіть SolidMark від імені адміністратора (Windows попросить підтвердження), і прогін почнеться там знову. З тестовим файлом читання часу доступу охоплює тестовий файл, і результат про це каже.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>SolidMark was not restarted as administrator: %1. Nothing was run.</source>
        <translation>SolidMark не було перезапущено від імені адміністратора: %1. Нічого не запускалося.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Restart as administrator</source>
        <translation>Перезапустити від імені адміністратора</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Aborting…</source>
        <translation>Переривання…</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../ui/window/main_window_view.cpp" line="-360"/>
        <location line="+170"/>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Abort</source>
        <translation>Перервати</translation>
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
        <translation>Готово</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>Finished; the test folder has been removed.</source>
        <translation>Завершено; тестову теку видалено.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 It is still shown here: File → Export JSON… saves it.</source>
        <translation>%1 Його й далі показано тут: Файл → Експорт JSON… зберігає його.</translation>
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
        <translation>Порівняти з останнім запуском out-of-box цього накопичувача?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Aborted</source>
        <translation>Перервано</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+37"/>
        <source>Failed</source>
        <translation>Помилка</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Wait for the running benchmark to finish, or abort it, before starting another.</source>
        <translation>Дочекайтеся завершення поточного бенчмарку або перервіть його, перш ніж запускати інший.</translation>
    </message>
    <message>
        <location line="-271"/>
        <location line="+353"/>
        <location filename="../../ui/window/main_window_view.cpp" line="-9"/>
        <source>Ready</source>
        <translation>Готово</translation>
    </message>
    <message>
        <location line="-537"/>
        <source>A benchmark is running. Abort it and remove its test folder?</source>
        <translation>Триває бенчмарк. Перервати його й видалити тестову теку?</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-33"/>
        <location line="+23"/>
        <source>There is no result to export yet.</source>
        <translation>Поки що немає результату для експорту.</translation>
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
        <translation>Текст (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+0"/>
        <location filename="../../ui/window/main_window_files.cpp" line="+6"/>
        <source>Export</source>
        <translation>Експорт</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+36"/>
        <source>Cannot import %1:
%2
Choose a JSON file exported by SolidMark.</source>
        <translation>Не вдається імпортувати %1:
%2
Виберіть файл JSON, експортований SolidMark.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Showing %1</source>
        <translation>Показано %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Import fio result</source>
        <translation>Імпорт результату fio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fio JSON output (*.json);;All files (*)</source>
        <translation>Вивід JSON fio (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot import %1:
%2
Choose the output of fio --output-format=json or json+.</source>
        <translation>Не вдається імпортувати %1:
%2
Виберіть вивід fio --output-format=json або json+.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>fio result: %1</source>
        <translation>Результат fio: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Showing %1 (measured by fio)</source>
        <translation>Показано %1 (виміряно fio)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;As in AS SSD, with all values in MB/s (MiB/s):&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × SeqRead + 4K Read + 4K-64Thrd Read
Write = 0.1 × SeqWrite + 4K Write + 4K-64Thrd Write
Total = 0.1 × SeqRead + 0.15 × SeqWrite + 2 × 4K Read
        + 4K Write + 1.5 × 4K-64Thrd Read + 4K-64Thrd Write&lt;/pre&gt;&lt;p&gt;Access time does not count. A score appears only when all of its inputs were measured in this run.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Як в AS SSD, усі значення в MB/s (MiB/s):&lt;/p&gt;&lt;pre&gt;Читання = 0,1 × SeqRead + 4K Read + 4K-64Thrd Read
Запис   = 0,1 × SeqWrite + 4K Write + 4K-64Thrd Write
Разом   = 0,1 × SeqRead + 0,15 × SeqWrite + 2 × 4K Read
          + 4K Write + 1,5 × 4K-64Thrd Read + 4K-64Thrd Write&lt;/pre&gt;&lt;p&gt;Час доступу не враховується. Бал з&apos;являється, лише коли всі його складники виміряно в цьому запуску.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;This run:&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × %1 + %2 + %3 = %4
Write = 0.1 × %5 + %6 + %7 = %8
Total = 0.1 × %1 + 0.15 × %5 + 2 × %2 + %6 + 1.5 × %3 + %7 = %9&lt;/pre&gt;</source>
        <translation>&lt;p&gt;Цей запуск:&lt;/p&gt;&lt;pre&gt;Читання = 0,1 × %1 + %2 + %3 = %4
Запис   = 0,1 × %5 + %6 + %7 = %8
Разом   = 0,1 × %1 + 0,15 × %5 + 2 × %2 + %6 + 1,5 × %3 + %7 = %9&lt;/pre&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How scores are computed</source>
        <translation>Як обчислюються бали</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a folder on the drive to test</source>
        <translation>Виберіть теку на накопичувачі для тестування</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-185"/>
        <source>Results</source>
        <translation>Результати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>сер.</translation>
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
        <translation>p99,9</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>max</source>
        <translation>макс.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Completion latency of each I/O, in microseconds</source>
        <translation>Затримка завершення кожної операції вводу-виводу, у мікросекундах</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Latency (µs)</source>
        <translation>Затримка (мкс)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Target</source>
        <translation>Ціль</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test size</source>
        <translation>Розмір тесту</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test data</source>
        <translation>Тестові дані</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill</source>
        <translation>Заповнення</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+170"/>
        <source>Label</source>
        <translation>Мітка</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>Start the benchmark; Esc aborts a running one</source>
        <translation>Запустити бенчмарк; Esc перериває поточний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress</source>
        <translation>Перебіг</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The running test and how far it is</source>
        <translation>Поточний тест і скільки вже виконано</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run the %1 test</source>
        <translation>Виконати тест %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Volume or folder to test. SolidMark writes only inside its own SolidMark-* folder there and removes it afterwards.</source>
        <translation>Том або тека для тестування. SolidMark записує лише у власну теку SolidMark-* у цьому місці й потім видаляє її.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose folder…</source>
        <translation>Вибрати теку…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size of the test file</source>
        <translation>Розмір тестового файлу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Incompressible: fresh random data, what AS SSD measures.
Compressible: a share of every 4 KiB is zeros (controllers that compress look faster).</source>
        <translation>Нестисливі: свіжі випадкові дані, те, що вимірює AS SSD.
Стисливі: частина кожного блоку 4 KiB — нулі (контролери зі стисненням здаються швидшими).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drive</source>
        <translation>Накопичувач</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Health</source>
        <translation>Стан</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+225"/>
        <source>Read</source>
        <translation>Читання</translation>
    </message>
    <message>
        <location line="-224"/>
        <location line="+224"/>
        <source>Write</source>
        <translation>Запис</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Score:</source>
        <translation>Бал:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Total:</source>
        <translation>Разом:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Saved with the run in the history: out-of-box, conditioned, or any text</source>
        <translation>Зберігається з запуском в історії: out-of-box, conditioned або будь-який текст</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;screenshot…</source>
        <translation>Зберегти &amp;знімок екрана…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save screenshot</source>
        <translation>Зберегти знімок екрана</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>Зображення PNG (*.png)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export &amp;JSON…</source>
        <translation>Експорт &amp;JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;CSV…</source>
        <translation>Експорт &amp;CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;text…</source>
        <translation>Експорт &amp;тексту…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import &amp;fio result…</source>
        <translation>Імпорт результату &amp;fio…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy results as text</source>
        <translation>&amp;Копіювати результати як текст</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Acc.time read</source>
        <translation>Читання часу &amp;доступу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whole &amp;device (AS SSD)</source>
        <translation>Увесь &amp;накопичувач (AS SSD)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test file</source>
        <translation>&amp;Тестовий файл</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
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
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System default</source>
        <translation>Як у системі</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;System</source>
        <translation>&amp;Системна</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Light</source>
        <translation>Св&amp;ітла</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Dark</source>
        <translation>&amp;Темна</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How scores are &amp;computed</source>
        <translation>Як &amp;обчислюються бали</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;log folder</source>
        <translation>Відкрити теку &amp;журналів</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;About SolidMark</source>
        <translation>&amp;Про SolidMark</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About SolidMark</source>
        <translation>Про SolidMark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;An open-source SSD benchmark in the tradition of AS SSD Benchmark.&lt;/p&gt;&lt;p&gt;Qt %2, spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;License: GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;Відкритий бенчмарк SSD у традиціях AS SSD Benchmark.&lt;/p&gt;&lt;p&gt;Qt %2, spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;Ліцензія: GNU GPL версії 3 або новішої.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Tools</source>
        <translation>&amp;Інструменти</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;History…</source>
        <translation>&amp;Історія…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test: %1. Direction: %2. Value: %3.</source>
        <translation>Тест: %1. Напрям: %2. Значення: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 I/Os of %2 B in %3 s
latency mean %4 µs, p99 %5 µs</source>
        <translation>%1 операцій вводу-виводу по %2 B за %3 с
затримка сер. %4 мкс, p99 %5 мкс</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
Span: the whole device</source>
        <translation>
Охоплення: увесь накопичувач</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
Span: the test file (%1)</source>
        <translation>
Охоплення: тестовий файл (%1)</translation>
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
        <translation>  ·  БУФЕРИЗОВАНО (з кешу, непорівнянно)</translation>
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
        <translation>  ·  немає температури (%1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Throttling: %1 at %2 s was %3 % below its speed before the drive reached its warning temperature of %4 °C.</source>
        <translation>Тротлінг: %1 на %2 с був на %3 % повільнішим, ніж до того, як накопичувач досяг попереджувальної температури %4 °C.</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="+76"/>
        <source>%1 (%2), %3, %4 free</source>
        <translation>%1 (%2), %3, вільно %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1</source>
        <translation>Тека: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device: %1</source>
        <translation>Пристрій: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filesystem: %1</source>
        <translation>Файлова система: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size: %1</source>
        <translation>Розмір: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free: %1</source>
        <translation>Вільно: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>Стек: %1</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Firmware</source>
        <translation>Мікропрограма</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Controller</source>
        <translation>Контролер</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offset</source>
        <translation>Зсув</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity</source>
        <translation>Ємність</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filesystem</source>
        <translation>Файлова система</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free</source>
        <translation>Вільно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+54"/>
        <source>&amp;Compression benchmark…</source>
        <translation>Бенчмарк &amp;стиснення…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+28"/>
        <source>C&amp;opy benchmark…</source>
        <translation>Бенчмарк к&amp;опіювання…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+1"/>
        <source>&amp;Queue-depth presets (CrystalDiskMark-style)…</source>
        <translation>&amp;Пресети глибини черги (у стилі CrystalDiskMark)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+1"/>
        <source>&amp;Workload profiles…</source>
        <translation>Профілі &amp;навантаження…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+1"/>
        <source>&amp;Block-size sweep…</source>
        <translation>Перебір розмірів &amp;блоку…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+1"/>
        <source>S&amp;urface scan…</source>
        <translation>Сканування пове&amp;рхні…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+1"/>
        <source>&amp;Steady state…</source>
        <translation>&amp;Усталений стан…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+1"/>
        <source>Sus&amp;tained write…</source>
        <translation>&amp;Тривалий запис…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+5"/>
        <source>Condition &amp;drive…</source>
        <translation>Кон&amp;диціонувати накопичувач…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="-164"/>
        <source>reading…</source>
        <translation>читання…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
Reading its size and drive…</source>
        <translation>Тека: %1
Читання її розміру та диска…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not responding</source>
        <translation>не відповідає</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
It did not answer within %2 s: its filesystem is stalled (a FUSE daemon or network server that stopped responding, or a failing drive). SolidMark does not wait for it; choose another target, or wait: it is listed again when it answers.</source>
        <translation>Тека: %1
Вона не відповіла за %2 с: її файлова система зависла (FUSE-демон чи мережевий сервер перестав відповідати, або диск несправний). SolidMark її не чекає; виберіть іншу ціль або зачекайте: вона знову з’явиться у списку, коли відповість.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-187"/>
        <source>&amp;Open result…</source>
        <translation>Ві&amp;дкрити результат…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-248"/>
        <source>%1 is not responding (a stalled FUSE daemon, network server or drive). Choose another target, or wait until it answers.</source>
        <translation>%1 не відповідає (зависли FUSE-демон, мережевий сервер або диск). Виберіть іншу ціль або зачекайте, доки вона відповість.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+251"/>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+147"/>
        <source>Aborted before the run started; nothing was written.</source>
        <translation>Перервано до початку прогону; нічого не записано.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>the history (#%1)</source>
        <translation>історії (№%1)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-109"/>
        <source>Open result</source>
        <translation>Відкрити результат</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SolidMark results (*.solidmark.json *.json)</source>
        <translation>Результати SolidMark (*.solidmark.json *.json)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Opened from %1 — run on %2</source>
        <translation>Відкрито з %1 — прогін від %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_health.cpp" line="+36"/>
        <source>Drive health</source>
        <translation>Стан накопичувача</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 reports a critical warning (%2).

A benchmark writes to the drive, and this drive may be failing. Back up its data first.</source>
        <translation>%1 повідомляє про критичне попередження (%2).

Тест записує дані на накопичувач, а цей накопичувач може виходити з ладу. Спершу зробіть резервну копію його даних.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Run anyway</source>
        <translation>&amp;Все одно запустити</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_fill.cpp" line="+31"/>
        <source>Fill series</source>
        <translation>Серія заповнення</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+8"/>
        <source>Ca&amp;pacity check…</source>
        <translation>Перевірка &amp;ємності…</translation>
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
        <translation>мкс</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Queue-depth presets (CrystalDiskMark-style)</source>
        <translation>Пресети глибини черги (у стилі CrystalDiskMark)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them (the main window&apos;s AS SSD suite uses MiB/s).</source>
        <translation>Ціль: %1    Розмір тесту: %2    Швидкості в MB/s = 10^6 байт/с, як їх показує CrystalDiskMark (набір AS SSD у головному вікні використовує MiB/s).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Results</source>
        <translation>Результати</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One row per test: read, write and mix figures in the chosen unit</source>
        <translation>Рядок на тест: читання, запис і змішаний режим у вибраних одиницях</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read</source>
        <translation>Читання</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>Запис</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+73"/>
        <source>Mix</source>
        <translation>Змішаний</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Chart</source>
        <translation>Діаграма</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars of the table&apos;s figures per test</source>
        <translation>Стовпці значень таблиці за тестами</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)</source>
        <translation>Типовий (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVMe (SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1)</source>
        <translation>NVMe (SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preset</source>
        <translation>Пресет</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The set of tests to run</source>
        <translation>Набір тестів для виконання</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak: best pass</source>
        <translation>Peak: найкращий прохід</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Real: mean of the passes</source>
        <translation>Real: середнє проходів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile</source>
        <translation>Профіль</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Report the best pass (Peak) or the mean of the passes (Real)</source>
        <translation>Показувати найкращий прохід (Peak) або середнє проходів (Real)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passes</source>
        <translation>Проходи</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Passes per test and direction</source>
        <translation>Проходів на тест і напрям</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preset:</source>
        <translation>Пресет:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile:</source>
        <translation>Профіль:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes:</source>
        <translation>Проходи:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval</source>
        <translation>Інтервал</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rest before every pass but the first, so the drive cools down</source>
        <translation>Пауза перед кожним проходом, крім першого, щоб накопичувач охолов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+Mix</source>
        <translation>+Змішаний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a mixed read/write measurement to every test, as CrystalDiskMark&apos;s +Mix</source>
        <translation>Додати до кожного тесту змішаний вимір читання й запису, як +Mix у CrystalDiskMark</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> % read</source>
        <translation> % читання</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mix read share</source>
        <translation>Частка читання в змішаному режимі</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of reads in the mixed measurement; the rest are writes</source>
        <translation>Частка читань у змішаному вимірі; решта — записи</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unit</source>
        <translation>Одиниці</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What the table and chart show; the exports keep every unit</source>
        <translation>Що показують таблиця й діаграма; експорт містить усі одиниці</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval:</source>
        <translation>Інтервал:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unit:</source>
        <translation>Одиниці:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Custom (%1)</source>
        <translation>Власний (%1)</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Read (%1)</source>
        <translation>Читання (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write (%1)</source>
        <translation>Запис (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mix %1 % (%2)</source>
        <translation>Зміш. %1 % (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 байт/с)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB/s (10^9 bytes/s)</source>
        <translation>GB/s (10^9 байт/с)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean latency (µs)</source>
        <translation>Середня затримка (мкс)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per test</source>
        <translation>%1 за тестами</translation>
    </message>
    <message numerus="yes">
        <location line="+74"/>
        <source>Target: %1    Test size: %2    %3 of %n pass(es), queue engine %4. Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them.</source>
        <translation>
            <numerusform>Ціль: %1    Розмір тесту: %2    %3 з %n проходу, рушій черги %4. Швидкості в MB/s = 10^6 байт/с, як їх показує CrystalDiskMark.</numerusform>
            <numerusform>Ціль: %1    Розмір тесту: %2    %3 з %n проходів, рушій черги %4. Швидкості в MB/s = 10^6 байт/с, як їх показує CrystalDiskMark.</numerusform>
            <numerusform>Ціль: %1    Розмір тесту: %2    %3 з %n проходів, рушій черги %4. Швидкості в MB/s = 10^6 байт/с, як їх показує CrystalDiskMark.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peak: best</source>
        <translation>Peak: найкращий</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Real: mean</source>
        <translation>Real: середнє</translation>
    </message>
</context>
<context>
    <name>smui::ProfileDialog</name>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="-118"/>
        <source>Workload profiles</source>
        <translation>Профілі навантаження</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    An IOMeter-style mix at each queue depth of the ramp, %3 s per step. MB/s = 10^6 bytes/s.</source>
        <translation>Ціль: %1    Розмір тесту: %2    Суміш у стилі IOMeter на кожній глибині черги рампи, %3 с на крок. MB/s = 10^6 байт/с.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database: 8 KiB, 67 % read</source>
        <translation>База даних: 8 KiB, 67 % читання</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File server: 512 B–64 KiB, 80 % read</source>
        <translation>Файловий сервер: 512 B–64 KiB, 80 % читання</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web server: 512 B–512 KiB, 100 % read</source>
        <translation>Вебсервер: 512 B–512 KiB, 100 % читання</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workstation: 8 KiB, 80 % read, 80 % random</source>
        <translation>Робоча станція: 8 KiB, 80 % читання, 80 % випадкових</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Profile:</source>
        <translation>Профіль:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threads:</source>
        <translation>Потоки:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS and p99 latency against queue depth</source>
        <translation>IOPS і затримка p99 залежно від глибини черги</translation>
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
        <translation>Затримка p99 (мкс)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Queue depth</source>
        <translation>Глибина черги</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean µs</source>
        <translation>сер. мкс</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 µs</source>
        <translation>p99 мкс</translation>
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
            <numerusform>Ціль: %1    Розмір тесту: %2    Профіль %3, %n потік, рушій черги %4. MB/s = 10^6 байт/с.</numerusform>
            <numerusform>Ціль: %1    Розмір тесту: %2    Профіль %3, %n потоки, рушій черги %4. MB/s = 10^6 байт/с.</numerusform>
            <numerusform>Ціль: %1    Розмір тесту: %2    Профіль %3, %n потоків, рушій черги %4. MB/s = 10^6 байт/с.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>smui::SpeedChart</name>
    <message>
        <location filename="../../ui/charts/speed_chart.cpp" line="+50"/>
        <source>Time (s)</source>
        <translation>Час (с)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time</source>
        <translation>Швидкість у часі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each test&apos;s MB/s every 250 ms, one test after another; read blue, write red</source>
        <translation>MB/s кожного тесту кожні 250 мс, тест за тестом; читання синім, запис червоним</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time: each test&apos;s MB/s every 250 ms, one test after another (read blue, write red). A steady drive draws flat steps.</source>
        <translation>Швидкість у часі: MB/s кожного тесту кожні 250 мс, тест за тестом (читання синім, запис червоним). Стабільний накопичувач малює рівні сходинки.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Write</source>
        <translation>Запис</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read</source>
        <translation>Читання</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>This result keeps no speed over time</source>
        <translation>Цей результат не містить швидкості в часі</translation>
    </message>
</context>
<context>
    <name>smui::SteadyDialog</name>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="-210"/>
        <source>Steady state</source>
        <translation>Усталений стан</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    One workload repeated in rounds until the last %3 rounds&apos; IOPS stay within ±%4 % of their mean and their fitted slope within ±%5 %, or until the time cap.</source>
        <translation>Ціль: %1    Розмір тесту: %2    Одне навантаження повторюється раундами, доки IOPS останніх %3 раундів не втримаються в межах ±%4 % від їх середнього, а підібраний нахил — у межах ±%5 %, або до ліміту часу.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> % read</source>
        <translation> % читання</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> min</source>
        <translation> хв</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workload:</source>
        <translation>Навантаження:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round:</source>
        <translation>Раунд:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cap:</source>
        <translation>Ліміт:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS per round</source>
        <translation>IOPS за раунд</translation>
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
        <translation>Середнє вікна</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>±%1 % band</source>
        <translation>Смуга ±%1 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean µs</source>
        <translation>сер. мкс</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 µs</source>
        <translation>p99 мкс</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Steady state: ----</source>
        <translation>Усталений стан: ----</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>Steady state after %n round(s): %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Усталений стан після %n раунду: %1 IOPS (найбільше відхилення %2 %, нахил %3 %).</numerusform>
            <numerusform>Усталений стан після %n раундів: %1 IOPS (найбільше відхилення %2 %, нахил %3 %).</numerusform>
            <numerusform>Усталений стан після %n раундів: %1 IOPS (найбільше відхилення %2 %, нахил %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>No steady state within the cap: the last %n round(s) averaged %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Усталеного стану в межах ліміту немає: останній %n раунд дав у середньому %1 IOPS (найбільше відхилення %2 %, нахил %3 %).</numerusform>
            <numerusform>Усталеного стану в межах ліміту немає: останні %n раунди дали в середньому %1 IOPS (найбільше відхилення %2 %, нахил %3 %).</numerusform>
            <numerusform>Усталеного стану в межах ліміту немає: останні %n раундів дали в середньому %1 IOPS (найбільше відхилення %2 %, нахил %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>No steady state within the cap: fewer than %n round(s) fitted in it.</source>
        <translation>
            <numerusform>Усталеного стану в межах ліміту немає: умістилося менше ніж %n раунд.</numerusform>
            <numerusform>Усталеного стану в межах ліміту немає: умістилося менше ніж %n раунди.</numerusform>
            <numerusform>Усталеного стану в межах ліміту немає: умістилося менше ніж %n раундів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not steady yet: the last %n round(s) average %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Ще не усталено: останній %n раунд дає в середньому %1 IOPS (найбільше відхилення %2 %, нахил %3 %).</numerusform>
            <numerusform>Ще не усталено: останні %n раунди дають у середньому %1 IOPS (найбільше відхилення %2 %, нахил %3 %).</numerusform>
            <numerusform>Ще не усталено: останні %n раундів дають у середньому %1 IOPS (найбільше відхилення %2 %, нахил %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Not steady yet: %1 of at least %n round(s) done.</source>
        <translation>
            <numerusform>Ще не усталено: виконано %1 щонайменше з %n раунду.</numerusform>
            <numerusform>Ще не усталено: виконано %1 щонайменше з %n раундів.</numerusform>
            <numerusform>Ще не усталено: виконано %1 щонайменше з %n раундів.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Target: %1    Test size: %2    %3 at %4 % read, %5 s rounds, cap %6 min; steady when the last %7 rounds stay within ±%8 % of their mean and their fitted slope within ±%9 %. Queue engine: %10.</source>
        <translation>Ціль: %1    Розмір тесту: %2    %3 при %4 % читання, раунди по %5 с, ліміт %6 хв; усталено, коли останні %7 раундів тримаються в межах ±%8 % від середнього, а підібраний нахил — у межах ±%9 %. Рушій черги: %10.</translation>
    </message>
</context>
<context>
    <name>smui::SurfaceDialog</name>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="-119"/>
        <source>Surface scan</source>
        <translation>Сканування поверхні</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Sequential reads at evenly spaced points across the whole drive when it opens read-only (nothing is written to it), else across a test file of %2; random reads around each point give its access time. MB/s = 10^6 bytes/s.</source>
        <translation>Ціль: %1    Послідовні читання в рівномірно розташованих точках усього накопичувача, коли він відкривається лише для читання (на нього нічого не записується), інакше — тестового файлу %2; випадкові читання навколо кожної точки дають її час доступу. MB/s = 10^6 байт/с.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan the whole drive when it can be opened read-only</source>
        <translation>Сканувати весь накопичувач, коли його можна відкрити лише для читання</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points:</source>
        <translation>Точки:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read per point:</source>
        <translation>Читання на точку:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read MB/s and access time across the span</source>
        <translation>Читання MB/s і час доступу по всьому охопленню</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read MB/s</source>
        <translation>Читання MB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Access time (ms)</source>
        <translation>Час доступу (мс)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Position (% of the span)</source>
        <translation>Положення (% охоплення)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 байт/с)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Min ----    Avg ----    Max ----    Access time ----</source>
        <translation>Мін. ----    Сер. ----    Макс. ----    Час доступу ----</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Min %1 MB/s    Avg %2 MB/s    Max %3 MB/s    Access time %4 ms</source>
        <translation>Мін. %1 MB/s    Сер. %2 MB/s    Макс. %3 MB/s    Час доступу %4 мс</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the whole drive (%1), read-only</source>
        <translation>увесь накопичувач (%1), лише читання</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a test file of %1</source>
        <translation>тестовий файл %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Target: %1    Span: %2    %n point(s), %3 read at each. MB/s = 10^6 bytes/s.</source>
        <translation>
            <numerusform>Ціль: %1    Охоплення: %2    %n точка, у кожній читається %3. MB/s = 10^6 байт/с.</numerusform>
            <numerusform>Ціль: %1    Охоплення: %2    %n точки, у кожній читається %3. MB/s = 10^6 байт/с.</numerusform>
            <numerusform>Ціль: %1    Охоплення: %2    %n точок, у кожній читається %3. MB/s = 10^6 байт/с.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Span: %1</source>
        <translation>Охоплення: %1</translation>
    </message>
</context>
<context>
    <name>smui::SustainedDialog</name>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="-204"/>
        <source>Sustained write</source>
        <translation>Тривалий запис</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Sequential incompressible writes until the amount is written, to find the drive&apos;s write cache (SLC cache): where the speed falls and stays down, the speed before and after, the slowest second and the drive&apos;s temperature. At least 2 GiB stay free.</source>
        <translation>Ціль: %1
Послідовні нестисливі записи, доки не буде записано заданий обсяг, щоб знайти кеш запису накопичувача (SLC-кеш): де швидкість падає й лишається низькою, швидкість до й після, найповільнішу секунду та температуру накопичувача. Щонайменше 2 GiB залишаються вільними.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 MiB blocks at queue depth 1 (TechPowerUp)</source>
        <translation>Блоки 1 MiB при глибині черги 1 (TechPowerUp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>128 KiB blocks at queue depth 32 (AnandTech)</source>
        <translation>Блоки 128 KiB при глибині черги 32 (AnandTech)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>85 % of the free space</source>
        <translation>85 % вільного місця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>50 % of the free space</source>
        <translation>50 % вільного місця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>25 % вільного місця</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>Розмір тесту (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none; e.g. 30s, 2m, 10m</source>
        <translation>немає; наприклад 30s, 2m, 10m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: write until the cache is full, then for each rest stay idle that long and write again until the speed falls: how much cache each rest brings back.</source>
        <translation>Відновлення кешу: писати, доки кеш не заповниться, потім для кожного простою бездіяти стільки часу й знову писати, доки швидкість не впаде: скільки кешу повертає кожен простій.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writes:</source>
        <translation>Записи:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount:</source>
        <translation>Обсяг:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rests:</source>
        <translation>Простої:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write speed over the amount written</source>
        <translation>Швидкість запису залежно від записаного обсягу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequential write</source>
        <translation>Послідовний запис</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+111"/>
        <source>Cache full</source>
        <translation>Кеш заповнено</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>GiB written</source>
        <translation>записано GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 blocks at queue depth %2</source>
        <translation>Блоки %1 при глибині черги %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Write cache: ----</source>
        <translation>Кеш запису: ----</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature: ----</source>
        <translation>Температура: ----</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cache full at %1</source>
        <translation>Кеш заповнено на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache: %1, written at %2 MB/s; after it %3 MB/s. Slowest second: %4 MB/s. %5 in %6 s.</source>
        <translation>Кеш запису: %1, запис зі швидкістю %2 MB/s; після нього %3 MB/s. Найповільніша секунда: %4 MB/s. %5 за %6 с.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No write cache found: %1 MB/s throughout (the speed never stayed below 70 % of the initial %2 MB/s for 3 s). Slowest second: %3 MB/s. %4 in %5 s.</source>
        <translation>Кеш запису не знайдено: %1 MB/s весь час (швидкість жодного разу не трималася нижче 70 % від початкових %2 MB/s протягом 3 с). Найповільніша секунда: %3 MB/s. %4 за %5 с.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>Частковий результат: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temperature: %1 to %2 °C, from %3 °C at the start to %4 °C at the end (%5%6).</source>
        <translation>Температура: від %1 до %2 °C, від %3 °C на початку до %4 °C наприкінці (%5%6).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; warning at %1 °C</source>
        <translation>; попередження при %1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temperature: not available (%1).</source>
        <translation>Температура: недоступна (%1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throttling: at %1 s, at or above the drive&apos;s warning temperature of %2 °C, the speed was %3 % below its level before the drive got that hot.</source>
        <translation>Тротлінг: на %1 с, за температури попередження накопичувача (%2 °C) або вище, швидкість була на %3 % нижчою, ніж до такого нагрівання.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target: %1    %2 blocks at queue depth %3 (%4), sampled every %5 ms; %6 asked for.</source>
        <translation>Ціль: %1    Блоки %2 при глибині черги %3 (%4), вибірка кожні %5 мс; запитано %6.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cache recovery: not measured, the run ended first.</source>
        <translation>Відновлення кешу: не виміряно, прогон завершився раніше.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: not measured. No write cache was found, so there was none to recover; the sustained result is kept. Write more to find it.</source>
        <translation>Відновлення кешу: не виміряно. Кеш запису не знайдено, тож нічого відновлювати; результат тривалого запису збережено. Запишіть більше, щоб знайти його.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cache recovery: what each rest brought back of the %1 cache.</source>
        <translation>Відновлення кешу: скільки з кешу %1 повернув кожен простій.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After %1 s idle: %2 written at the cache&apos;s speed</source>
        <translation>Після %1 с простою: %2 записано зі швидкістю кешу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (at least: the speed had not fallen)</source>
        <translation> (щонайменше: швидкість не впала)</translation>
    </message>
</context>
<context>
    <name>smui::SweepDialog</name>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="-114"/>
        <source>Block-size sweep</source>
        <translation>Перебір розмірів блоку</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Sequential writes, then reads, at each block size (ATTO-style), one pass or %3 s per size. MB/s = 10^6 bytes/s.</source>
        <translation>Ціль: %1    Розмір тесту: %2    Послідовні записи, потім читання, для кожного розміру блоку (у стилі ATTO), один прохід або %3 с на розмір. MB/s = 10^6 байт/с.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Queue depth:</source>
        <translation>Глибина черги:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s against block size</source>
        <translation>MB/s залежно від розміру блоку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Запис</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Читання</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size (KiB, log scale)</source>
        <translation>Розмір блоку (KiB, лог. шкала)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 байт/с)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write MB/s</source>
        <translation>Запис MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read MB/s</source>
        <translation>Читання MB/s</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Target: %1    Test size: %2    Queue depth %3, queue engine %4. MB/s = 10^6 bytes/s.</source>
        <translation>Ціль: %1    Розмір тесту: %2    Глибина черги %3, рушій черги %4. MB/s = 10^6 байт/с.</translation>
    </message>
</context>
<context>
    <name>smui::TemperatureLine</name>
    <message>
        <location filename="../../ui/charts/temperature_line.cpp" line="+17"/>
        <source>Drive temperature (°C)</source>
        <translation>Температура накопичувача (°C)</translation>
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
        <translation>Готово</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+243"/>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Save PNG…</source>
        <translation>Зберегти PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Експорт…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Закрити</translation>
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
        <translation>Заповнення:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save PNG</source>
        <translation>Зберегти PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG image (*.png)</source>
        <translation>Зображення PNG (*.png)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Fill: %1</source>
        <translation>Заповнення: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Choose a target volume or folder in the main window first.</source>
        <translation>Спершу виберіть цільовий том або теку в головному вікні.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Aborting…</source>
        <translation>Переривання…</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Aborted</source>
        <translation>Перервано</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed</source>
        <translation>Помилка</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Abort</source>
        <translation>Перервати</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+48"/>
        <source>Export JSON</source>
        <translation>Експорт JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV</source>
        <translation>Експорт CSV</translation>
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
        <translation>Температура накопичувача: від %1 до %2 °C (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drive temperature: not available (%1)</source>
        <translation>Температура накопичувача: недоступна (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>Частковий результат: %1</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>There is no result to export yet.</source>
        <translation>Поки що немає результату для експорту.</translation>
    </message>
    <message>
        <location line="-260"/>
        <source>A benchmark is running. Abort it and close?</source>
        <translation>Триває бенчмарк. Перервати його й закрити?</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Save as text…</source>
        <translation>Зберегти як текст…</translation>
    </message>
    <message>
        <location line="+263"/>
        <source>Save as text</source>
        <translation>Зберегти як текст</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Text (*.txt)</source>
        <translation>Текст (*.txt)</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Aborted before the run started; nothing was written.</source>
        <translation>Перервано до початку прогону; нічого не записано.</translation>
    </message>
</context>
</TS>
