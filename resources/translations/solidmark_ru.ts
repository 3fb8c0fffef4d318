<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>SaveText</name>
    <message>
        <location filename="../../ui/desktop/save_file.cpp" line="+30"/>
        <source>%1
The result is still shown here; nothing is lost. Save it to another file?</source>
        <translation>%1
Результат по-прежнему показан здесь, ничего не потеряно. Сохранить его в другой файл?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose another file…</source>
        <translation>Выбрать другой файл…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The result was not saved to the history: %1</source>
        <translation>Результат не сохранён в истории: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The result could not be saved to the history: %1</source>
        <translation>Результат не удастся сохранить в истории: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 Nothing was run.</source>
        <translation>%1 Ничего не запускалось.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1
Run anyway? You can export the result when the run ends.</source>
        <translation>%1
Всё равно запустить? Результат можно будет экспортировать после завершения.</translation>
    </message>
</context>
<context>
    <name>UiText</name>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="+62"/>
        <source>%1 write</source>
        <extracomment>%1 is a test name kept as AS SSD prints it (Seq, 4K, 4K-64Thrd, Acc.time)</extracomment>
        <translation>%1 запись</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 read</source>
        <translation>%1 чтение</translation>
    </message>
    <message>
        <location line="+192"/>
        <source>ISO</source>
        <translation>ISO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Program</source>
        <translation>Программа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>n/a</source>
        <translation>н/д</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Creating the test folder</source>
        <translation>Создание тестовой папки</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Removing the test folder</source>
        <translation>Удаление тестовой папки</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>Preparing test file</source>
        <translation>Подготовка тестового файла</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Sequential fill</source>
        <translation>Последовательное заполнение</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+239"/>
        <source>Conditioning</source>
        <translation>Кондиционирование</translation>
    </message>
    <message>
        <location line="-188"/>
        <source>Removing the conditioning file</source>
        <translation>Удаление файла кондиционирования</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>%1 profile, queue depth %2</source>
        <translation>профиль %1, глубина очереди %2</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+14"/>
        <source>%1, pass %2 of %3</source>
        <translation>%1, проход %2 из %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 blocks, write</source>
        <translation>Блоки %1, запись</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks, read</source>
        <translation>Блоки %1, чтение</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Surface point %1 of %2</source>
        <translation>Точка поверхности %1 из %2</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>%1 % compressible, write</source>
        <translation>%1 % сжимаемости, запись</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % compressible, read</source>
        <translation>%1 % сжимаемости, чтение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 copy</source>
        <translation>Копирование: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 mix (%2 % read), pass %3 of %4</source>
        <translation>%1 смешанный (%2 % чтения), проход %3 из %4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Sustained write</source>
        <translation>Длительная запись</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filling the volume to %1 %</source>
        <translation>Заполнение тома до %1 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resting %1 s (%2 of %3)</source>
        <translation>Простой %1 с (%2 из %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writing after rest %1 of %2</source>
        <translation>Запись после простоя %1 из %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 was left by an earlier SolidMark run that did not finish; remove it when no run is active.</source>
        <translation>%1 осталась от прежнего прогона SolidMark, который не завершился; удалите её, когда ни один прогон не идёт.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed the leftover test folder %1</source>
        <translation>Оставшаяся тестовая папка %1 удалена</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not remove the leftover test folder %1</source>
        <translation>Не удалось удалить оставшуюся тестовую папку %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removed the conditioning file kept for this run.</source>
        <translation>Файл кондиционирования, сохранённый для этого прогона, удалён.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Creating the %1 set (%n file(s), %2)</source>
        <translation>
            <numerusform>Создание набора %1 (%n файл, %2)</numerusform>
            <numerusform>Создание набора %1 (%n файла, %2)</numerusform>
            <numerusform>Создание набора %1 (%n файлов, %2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Verifying the %1 copy</source>
        <translation>Проверка копии: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the %1 set and its copy</source>
        <translation>Удаление набора %1 и его копии</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeping the conditioning file in %1</source>
        <translation>Файл кондиционирования сохраняется в %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Resting %n second(s) before the next pass</source>
        <translation>
            <numerusform>Пауза %n секунду перед следующим проходом</numerusform>
            <numerusform>Пауза %n секунды перед следующим проходом</numerusform>
            <numerusform>Пауза %n секунд перед следующим проходом</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 % full during the run (%2 % asked)</source>
        <translation>%1 % заполнено во время прогона (запрошено %2 %)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % full during the run</source>
        <translation>%1 % заполнено во время прогона</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the %1 % level of a fill series</source>
        <translation>уровень %1 % серии заполнения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 % level of a fill series (%2)</source>
        <translation>уровень %1 % серии заполнения (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a fill series: %1 %</source>
        <translation>серия заполнения: %1 %</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sustained write: %1 MB/s, %2 written, %3 left</source>
        <translation>Длительная запись: %1 MB/s, записано %2, осталось %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conditioning: %1 MB/s, %2 written, %3 left</source>
        <translation>Кондиционирование: %1 MB/s, записано %2, осталось %3</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Filling the volume to %1 %: %2 written, %3 left</source>
        <translation>Заполнение тома до %1 %: записано %2, осталось %3</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Writing the check&apos;s files</source>
        <translation>Запись файлов проверки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading the check&apos;s files back</source>
        <translation>Чтение файлов проверки</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Wrote %1 (%2)</source>
        <translation>Записан %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read back %1: %2 lost</source>
        <translation>Прочитан %1: потеряно %2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Resting, no I/O: %1 left</source>
        <translation>Простой без ввода-вывода: осталось %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Writing: %1 MB/s, %2 written, %3 left</source>
        <translation>Запись: %1 МБ/с, записано %2, осталось %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading back: %1 MB/s, %2 read, %3 left</source>
        <translation>Чтение: %1 МБ/с, прочитано %2, осталось %3</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Buffered</source>
        <translation>Буферизовано</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RAM</source>
        <translation>ОЗУ</translation>
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
        <translation>Сеть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NOCOW</source>
        <translation>NOCOW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem compression</source>
        <translation>Сжатие в файловой системе</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Valid data length</source>
        <translation>Допустимая длина данных</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem encryption</source>
        <translation>Шифрование файловой системы</translation>
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
        <translation>Накопитель: %1  ·  Контроллер: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>Стек устройств: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Score</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steady state</source>
        <translation>Устойчивое состояние</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window mean</source>
        <translation>Среднее окна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min</source>
        <translation>Мин</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avg</source>
        <translation>Сред</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max</source>
        <translation>Макс</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access time</source>
        <translation>Время доступа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sustained average</source>
        <translation>Средняя при длительной записи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second</source>
        <translation>Самая медленная секунда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before cache</source>
        <translation>До заполнения кэша</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After cache</source>
        <translation>После заполнения кэша</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache</source>
        <translation>Кэш записи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total time</source>
        <translation>Общее время</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact data</source>
        <translation>Целые данные</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost data</source>
        <translation>Потерянные данные</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity write</source>
        <translation>Запись ёмкости</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity read</source>
        <translation>Чтение ёмкости</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second write</source>
        <translation>Самая медленная секунда записи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second read</source>
        <translation>Самая медленная секунда чтения</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean µs</source>
        <translation>среднее, µs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p99 µs</source>
        <translation>p99, µs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation>секунды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written GiB</source>
        <translation>записано, GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ms</source>
        <translation>мс</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds</source>
        <translation>раунды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>latency (µs)</source>
        <translation>задержка (мкс)</translation>
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
        <translation>%1 лучше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 worse</source>
        <translation>%1 хуже</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>incompressible</source>
        <translation>несжимаемые</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compressible, %1 % zeros</source>
        <translation>сжимаемые, %1 % нулей</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+575"/>
        <source>benchmark</source>
        <translation>тест</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+102"/>
        <source>copy</source>
        <translation>копирование</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+98"/>
        <source>compression</source>
        <translation>сжатие</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+209"/>
        <source>fio result</source>
        <translation>результат fio</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+258"/>
        <source>sustained write</source>
        <translation>длительная запись</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+169"/>
        <source>conditioning</source>
        <translation>кондиционирование</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+142"/>
        <source>surface scan</source>
        <translation>сканирование поверхности</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+236"/>
        <source>steady state</source>
        <translation>установившийся режим</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+138"/>
        <source>block-size sweep</source>
        <translation>проход по размерам блока</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+142"/>
        <source>workload profile</source>
        <translation>профиль нагрузки</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+367"/>
        <source>preset (CrystalDiskMark-style)</source>
        <translation>пресет (как в CrystalDiskMark)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/history_dialog.cpp" line="+300"/>
        <source>imported peer result</source>
        <translation>импортированный результат другой программы</translation>
    </message>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="-293"/>
        <source>Created the test folder %1</source>
        <translation>Создана тестовая папка %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Left behind: %1 — remove it by hand</source>
        <translation>Осталось: %1 — удалите вручную</translation>
    </message>
    <message>
        <location filename="../../ui/charts/fill_chart.cpp" line="+53"/>
        <source>% full during the run</source>
        <translation>% заполнения во время прогона</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Write cache back after a rest</source>
        <translation>Кэш записи после простоя</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rest (seconds)</source>
        <translation>Простой (секунды)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Whole cache (first write)</source>
        <translation>Весь кэш (первая запись)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recovered</source>
        <translation>Восстановлено</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fill_choice.cpp" line="+15"/>
        <location filename="../../ui/text/ui_text.cpp" line="+24"/>
        <source>As found</source>
        <translation>Как есть</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How full the volume is during the run: SolidMark first writes incompressible ballast into its own test folder up to this share of the volume, and removes it afterwards. A rising list runs the benchmark at each level (a fill series).</source>
        <translation>Насколько заполнен том во время прогона: SolidMark сначала записывает несжимаемый балласт в свою тестовую папку до этой доли тома и затем удаляет его. Возрастающий список запускает тест на каждом уровне (серия заполнения).</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+346"/>
        <source>capacity check</source>
        <translation>проверка ёмкости</translation>
    </message>
</context>
<context>
    <name>sm::compare</name>
    <message>
        <location filename="../../core/result/compare.cpp" line="+499"/>
        <location line="+1"/>
        <source>Throughput</source>
        <translation>Пропускная способность</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean latency</source>
        <translation>Средняя задержка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>99th percentile latency</source>
        <translation>Задержка (99-й процентиль)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access time</source>
        <translation>Время доступа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time taken</source>
        <translation>Затраченное время</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount written</source>
        <translation>Записанный объём</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact and lost data</source>
        <translation>Целые и потерянные данные</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache size</source>
        <translation>Размер кэша записи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds to steady state</source>
        <translation>Раундов до устойчивого состояния</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Scores</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.cpp" line="+375"/>
        <source>Write speed over the amount written</source>
        <translation>Скорость записи в зависимости от записанного объёма</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/result/capacity_report.cpp" line="+158"/>
        <source>GiB written</source>
        <translation>Записано ГиБ</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.cpp" line="+104"/>
        <source>Write speed over the block size</source>
        <translation>Скорость записи в зависимости от размера блока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the block size</source>
        <translation>Скорость чтения в зависимости от размера блока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size</source>
        <translation>Размер блока</translation>
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
        <translation>Скорость чтения по диапазону</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position (% of the span)</source>
        <translation>Позиция (% диапазона)</translation>
    </message>
    <message>
        <location filename="../../core/result/compression_result.cpp" line="+108"/>
        <source>Write speed over the compressibility</source>
        <translation>Скорость записи в зависимости от сжимаемости</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the compressibility</source>
        <translation>Скорость чтения в зависимости от сжимаемости</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (%)</source>
        <translation>Сжимаемость (%)</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.cpp" line="+97"/>
        <source>Write speed while conditioning</source>
        <translation>Скорость записи при подготовке</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes</source>
        <translation>Минуты</translation>
    </message>
    <message>
        <location filename="../../core/result/run_report.cpp" line="+371"/>
        <source>Latency percentiles</source>
        <translation>Процентили задержки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentile</source>
        <translation>Процентиль</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_report.cpp" line="-1"/>
        <source>Write speed over the capacity</source>
        <translation>Скорость записи по ёмкости</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read speed over the capacity</source>
        <translation>Скорость чтения по ёмкости</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB read</source>
        <translation>Прочитано ГиБ</translation>
    </message>
</context>
<context>
    <name>sm::flag</name>
    <message>
        <location filename="../../core/device/target_flags.cpp" line="+27"/>
        <source>Direct I/O was refused, so this ran buffered: the results include the operating system&apos;s cache.</source>
        <translation>Прямой ввод-вывод был отклонён, поэтому тест шёл с буферизацией: результаты включают кэш операционной системы.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This measures memory, not a drive: the target is a RAM-backed volume (tmpfs, ramfs, zram or brd).</source>
        <translation>Это измерение памяти, а не накопителя: цель — том в оперативной памяти (tmpfs, ramfs, zram или brd).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a FUSE filesystem: its daemon may cache, so the results may not reach the drive.</source>
        <translation>Цель — файловая система FUSE: её демон может кэшировать данные, и результаты могут не отражать накопитель.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a network or host-shared filesystem: this measures the network and the server, not a local drive.</source>
        <translation>Цель — сетевая или общая с хостом файловая система: измеряются сеть и сервер, а не локальный накопитель.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On btrfs the test file was created NOCOW (no compression, no checksums), so direct I/O is real.</source>
        <translation>На btrfs тестовый файл создан с NOCOW (без сжатия и контрольных сумм), поэтому прямой ввод-вывод настоящий.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The filesystem may compress the test data (NOCOW could not be set), so results can exceed what the drive itself does.</source>
        <translation>Файловая система может сжимать тестовые данные (NOCOW установить не удалось), поэтому результаты могут превышать возможности самого накопителя.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Windows could not set the test file&apos;s valid data length (that needs an administrator), so NTFS extended it with the timed writes: each such write ran alone, whatever the queue depth.</source>
        <translation>Windows не смогла задать допустимую длину данных тестового файла (для этого нужны права администратора), поэтому NTFS увеличивала её измеряемыми записями: каждая такая запись выполнялась отдельно, независимо от глубины очереди.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The test file is encrypted by the filesystem (an EFS-encrypted folder): every write ran alone, and the results include the encryption.</source>
        <translation>Тестовый файл шифруется файловой системой (папка с шифрованием EFS): каждая запись выполнялась отдельно, а результаты включают затраты на шифрование.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured by fio and imported, not by SolidMark&apos;s engine: fio&apos;s time windows, write data and flushes differ in the ways docs/methodology.md section 15 lists.</source>
        <translation>Измерено fio и импортировано, а не движком SolidMark: временные окна, записываемые данные и сбросы буферов у fio отличаются так, как перечислено в разделе 15 docs/methodology.md.</translation>
    </message>
</context>
<context>
    <name>sm::kind</name>
    <message>
        <location filename="../../core/result/run_result.h" line="+86"/>
        <source>AS SSD benchmark</source>
        <translation>Тест AS SSD</translation>
    </message>
    <message>
        <location filename="../../core/result/compression_result.h" line="+28"/>
        <source>Compression benchmark</source>
        <translation>Тест сжатия</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.h" line="+26"/>
        <source>Drive conditioning</source>
        <translation>Кондиционирование накопителя</translation>
    </message>
    <message>
        <location filename="../../core/result/copy_result.h" line="+31"/>
        <source>Copy benchmark</source>
        <translation>Тест копирования</translation>
    </message>
    <message>
        <location filename="../../core/result/fio_result.h" line="+68"/>
        <source>fio result</source>
        <translation>результат fio</translation>
    </message>
    <message>
        <location filename="../../core/result/peer_result.h" line="+56"/>
        <source>Imported peer result (CrystalDiskMark, KDiskMark, AmorphousDiskMark)</source>
        <translation>Импортированный результат другой программы (CrystalDiskMark, KDiskMark, AmorphousDiskMark)</translation>
    </message>
    <message>
        <location filename="../../core/result/preset_result.h" line="+62"/>
        <source>Queue-depth presets (CrystalDiskMark-style)</source>
        <translation>Пресеты с глубиной очереди (как в CrystalDiskMark)</translation>
    </message>
    <message>
        <location filename="../../core/result/profile_result.h" line="+29"/>
        <source>Workload profile</source>
        <translation>Профиль нагрузки</translation>
    </message>
    <message>
        <location filename="../../core/result/steady_result.h" line="+32"/>
        <source>Steady state</source>
        <translation>Устойчивое состояние</translation>
    </message>
    <message>
        <location filename="../../core/result/surface_result.h" line="+30"/>
        <source>Surface scan</source>
        <translation>Сканирование поверхности</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.h" line="+92"/>
        <source>Sustained write</source>
        <translation>Длительная запись</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.h" line="+22"/>
        <source>Block-size sweep</source>
        <translation>Проход по размерам блока</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_result.h" line="+65"/>
        <source>Capacity check</source>
        <translation>Проверка ёмкости</translation>
    </message>
</context>
<context>
    <name>sm::peer</name>
    <message>
        <location filename="../../core/result/peer_result.cpp" line="+216"/>
        <source>KDiskMark&apos;s MB/s is fio&apos;s bandwidth in KiB/s divided by 1000: 1.024 x MiB/s, which reads 2.34 % below decimal MB/s. Its numbers are imported as written, not converted; its latency is fio&apos;s completion latency.</source>
        <translation>МБ/с в KDiskMark — это пропускная способность fio в КиБ/с, делённая на 1000: 1,024 × МиБ/с, то есть на 2,34 % меньше десятичных МБ/с. Значения импортированы как записаны, без пересчёта; задержка — задержка завершения fio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AmorphousDiskMark&apos;s numbers are imported as written (its header says decimal MB/s, 10^6 bytes/s).</source>
        <translation>Значения AmorphousDiskMark импортированы как записаны (по его заголовку — десятичные МБ/с, 10^6 байт/с).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SolidMark&apos;s own text export: the numbers as it printed them, MB/s to 3 decimals, IOPS to 1 and latency to 2.</source>
        <translation>Собственный текстовый экспорт SolidMark: значения в том виде, в каком он их вывел, МБ/с с 3 знаками после запятой, IOPS с 1 и задержка с 2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CrystalDiskMark&apos;s MB/s are decimal (10^6 bytes/s), as the presets print them; its IOPS are derived from MB/s and the block size. Imported as written.</source>
        <translation>МБ/с в CrystalDiskMark десятичные (10^6 байт/с), как их выводят пресеты; его IOPS выведены из МБ/с и размера блока. Импортировано как записано.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CrystalDiskMark 5 and 6 do not write their sequential rows&apos; block sizes: they are the ones those versions run (128 KiB with Q and T, 1 MiB at T=1).</source>
        <translation>CrystalDiskMark 5 и 6 не пишут размер блока в строках последовательных тестов: это размеры, с которыми работают эти версии (128 КиБ с Q и T, 1 МиБ при T=1).</translation>
    </message>
    <message>
        <location filename="../../core/result/compare.cpp" line="-293"/>
        <source>A fill series: of its levels, the one nearest the other results&apos; fill is compared.</source>
        <translation>Серия заполнения: из её уровней сравнивается ближайший к заполнению остальных результатов.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every result is a fill series: each row pairs the levels of the same fill.</source>
        <translation>Каждый результат — серия заполнения: каждая строка сопоставляет уровни одного и того же заполнения.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>These results ran at different fills: a change between them is the fill&apos;s as much as the drive&apos;s.</source>
        <translation>Эти результаты получены при разном заполнении: разница между ними зависит от заполнения не меньше, чем от накопителя.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Write-through is on: its writes went past the drive&apos;s cache. Not every result here has it on, so their write rows are not like with like.</source>
        <translation>Сквозная запись включена: запись шла мимо кэша накопителя. Не у всех результатов здесь она включена, поэтому строки записи несопоставимы.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write-through is off: its writes went into the drive&apos;s cache. Not every result here has it off, so their write rows are not like with like.</source>
        <translation>Сквозная запись выключена: запись шла в кэш накопителя. Не у всех результатов здесь она выключена, поэтому строки записи несопоставимы.</translation>
    </message>
</context>
<context>
    <name>sm::reason</name>
    <message>
        <location filename="../../core/util/reason_text.h" line="+20"/>
        <source>Reading the SMART data of {} needs smartctl (Debian: smartmontools), which is not installed.</source>
        <translation>Для чтения данных SMART с {} нужен smartctl (Debian: smartmontools), который не установлен.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>smartctl did not answer for {} within {} s.</source>
        <translation>smartctl не ответил для {} за {} с.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>smartctl gave no JSON for {} (exit status {}).</source>
        <translation>smartctl не выдал JSON для {} (код выхода {}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl read no health record</source>
        <translation>smartctl не прочитал записи о состоянии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl: {}</source>
        <translation>smartctl: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs root or the disk group. {}</source>
        <translation>Для чтения данных SMART с {} нужны права root или группа disk. {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs an administrator (Windows: access denied).</source>
        <translation>Для чтения данных SMART с {} нужны права администратора (Windows: доступ запрещён).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its SMART data (SMART_RCV_DRIVE_DATA, error {}).</source>
        <translation>{} не вернул данные SMART (SMART_RCV_DRIVE_DATA, ошибка {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the NVMe health log of {} needs root ({}).</source>
        <translation>Для чтения журнала состояния NVMe {} нужны права root ({}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened: {}.</source>
        <translation>Не удаётся открыть {}: {}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} did not return its health log ({}).</source>
        <translation>{} не вернул журнал состояния ({}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its NVMe health log (IOCTL_STORAGE_QUERY_PROPERTY, error {}).</source>
        <translation>{} не вернул журнал состояния NVMe (IOCTL_STORAGE_QUERY_PROPERTY, ошибка {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} answered the NVMe health log query with {} bytes, too few for the page.</source>
        <translation>{} ответил на запрос журнала состояния NVMe {} байтами — слишком мало для страницы.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No drive was found under the target.</source>
        <translation>Под целью не найдено ни одного накопителя.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target spans several drives; their health is read one drive at a time.</source>
        <translation>Цель занимает несколько накопителей; их состояние читается по одному накопителю.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No NVMe controller was found for {}.</source>
        <translation>Для {} не найден контроллер NVMe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This build of SolidMark reads no NVMe health log (built without libnvme).</source>
        <translation>Эта сборка SolidMark не читает журнал состояния NVMe (собрана без libnvme).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} ({}) has no health record that SolidMark can read: it is neither NVMe nor ATA.</source>
        <translation>У {} ({}) нет записи о состоянии, которую SolidMark может прочитать: это не NVMe и не ATA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown bus</source>
        <translation>неизвестная шина</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s health was not recorded with this result.</source>
        <translation>Состояние накопителя не записано с этим результатом.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drive&apos;s health record could not be read.</source>
        <translation>Не удалось прочитать запись о состоянии накопителя.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive does not count the bytes written to it (or its unit is unknown).</source>
        <translation>Накопитель не считает записанные байты (или их единица неизвестна).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s written counter went backwards during the run.</source>
        <translation>Счётчик записи накопителя уменьшился во время теста.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s media errors grew from {} to {} during this run.</source>
        <translation>Ошибки носителя накопителя выросли с {} до {} за этот тест.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive set a critical warning during this run: {}.</source>
        <translation>Накопитель выставил критическое предупреждение за этот тест: {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run ended before the drive&apos;s health was read again.</source>
        <translation>Тест завершился до повторного чтения состояния накопителя.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no physical drive found under the target</source>
        <translation>под целью не найден физический накопитель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} does not report a temperature (StorageDeviceTemperatureProperty)</source>
        <translation>{} не сообщает температуру (StorageDeviceTemperatureProperty)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no single drive under the target</source>
        <translation>под целью нет единственного накопителя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no hwmon sensor for {}</source>
        <translation>нет датчика hwmon для {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no hwmon sensor for {}, and the NVMe health log of {} is not readable (it needs root)</source>
        <translation>нет датчика hwmon для {}, а журнал состояния NVMe {} не читается (нужны права root)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sensor gave no reading</source>
        <translation>датчик не выдал показаний</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no block device</source>
        <translation>нет блочного устройства</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open the device</source>
        <translation>не удаётся открыть устройство</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the device&apos;s size</source>
        <translation>не удаётся прочитать размер устройства</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device too small</source>
        <translation>устройство слишком мало</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 not available</source>
        <translation>udisks2 недоступен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not authorised</source>
        <translation>нет разрешения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 does not know the device</source>
        <translation>udisks2 не знает устройство</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no direct I/O on the device from udisks2</source>
        <translation>нет прямого ввода-вывода на устройство через udisks2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 could not open the device</source>
        <translation>udisks2 не смог открыть устройство</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no block device found for the target</source>
        <translation>для цели не найдено блочное устройство</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened read-only: {}</source>
        <translation>не удаётся открыть {} только для чтения: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Through udisks2: {}</source>
        <translation>Через udisks2: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the size of {}: {}</source>
        <translation>не удаётся прочитать размер {}: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} holds {}, less than the {} needed</source>
        <translation>{} вмещает {}, меньше нужных {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open &apos;{}&apos;: {}.</source>
        <translation>Не удаётся открыть &apos;{}&apos;: {}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no system bus: {}</source>
        <translation>нет системной шины: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has no block object for {}</source>
        <translation>у udisks2 нет блочного объекта для {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 not available on this platform</source>
        <translation>udisks2 недоступен на этой платформе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no answer</source>
        <translation>нет ответа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit could not ask (no authentication agent answered)</source>
        <translation>{}: {}; polkit не смог спросить (агент аутентификации не ответил)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit would ask for a password (--authorize, or Allow in the GUI&apos;s question)</source>
        <translation>{}: {}; polkit запросил бы пароль (--authorize или «Разрешить» в вопросе интерфейса)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot build the udisks2 call: {}</source>
        <translation>не удаётся составить вызов udisks2: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 OpenDevice: a reply without a file descriptor</source>
        <translation>udisks2 OpenDevice: ответ без файлового дескриптора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot keep the descriptor: {}</source>
        <translation>не удаётся сохранить дескриптор: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 returned a descriptor that is not read-only; not used</source>
        <translation>udisks2 вернул дескриптор не только для чтения; не используется</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>O_DIRECT could not be set ({}) nor the descriptor reopened with it ({})</source>
        <translation>не удалось ни установить O_DIRECT ({}), ни переоткрыть с ним дескриптор ({})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by udisks2</source>
        <translation>O_DIRECT от udisks2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT set with fcntl</source>
        <translation>O_DIRECT установлен через fcntl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by reopening the descriptor</source>
        <translation>O_DIRECT переоткрытием дескриптора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opened through udisks2 ({}, {})</source>
        <translation>открыто через udisks2 ({}, {})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}</source>
        <translation>всё устройство {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}, {}</source>
        <translation>всё устройство {}, {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 names no drive for {}</source>
        <translation>udisks2 не называет накопитель для {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 reads no ATA SMART for {}: its drive has no Drive.Ata interface</source>
        <translation>udisks2 не читает ATA SMART для {}: у накопителя нет интерфейса Drive.Ata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} has SMART turned off (udisks2)</source>
        <translation>у {} SMART выключен (udisks2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} does not support SMART (udisks2)</source>
        <translation>{} не поддерживает SMART (udisks2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has not read the SMART data of {} yet; --authorize lets it read them now (polkit may ask)</source>
        <translation>udisks2 ещё не прочитал данные SMART {}; --authorize позволяет прочитать их сейчас (polkit может спросить)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>udisks2 SmartGetAttributes: a reply SolidMark cannot read</source>
        <translation>udisks2 SmartGetAttributes: ответ, который SolidMark не может прочитать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permission denied</source>
        <translation>Отказано в доступе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operation not permitted</source>
        <translation>Операция не позволена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such file or directory</source>
        <translation>Нет такого файла или каталога</translation>
    </message>
</context>
<context>
    <name>smui::CapacityDialog</name>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="-312"/>
        <source>changed</source>
        <translation>изменён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overwritten</source>
        <translation>перезаписан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corrupted</source>
        <translation>повреждён</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the check ended before every file was read back</source>
        <translation>проверка завершилась до того, как все файлы были прочитаны</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the check was aborted at %1</source>
        <translation>проверка прервана на %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the volume became full at %1</source>
        <translation>том заполнился на %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive went away at %1</source>
        <translation>накопитель пропал на %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file system became read-only at %1</source>
        <translation>файловая система стала доступна только для чтения на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing failed at %1</source>
        <translation>запись не удалась на %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading failed at %1</source>
        <translation>чтение не удалось на %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Capacity check</source>
        <translation>Проверка ёмкости</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1
Does the drive hold what it claims? Fills the free space with files in the format of f3 and H2testw, reads them back and checks every 512-byte sector. The files are removed afterwards unless kept.</source>
        <translation>Цель: %1
Держит ли накопитель заявленный объём? Заполняет свободное место файлами в формате f3 и H2testw, читает их обратно и проверяет каждый 512-байтовый сектор. Затем файлы удаляются, если их не сохранить.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All the free space</source>
        <translation>Всё свободное место</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>50 % of the free space</source>
        <translation>50 % свободного места</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>25 % of the free space</source>
        <translation>25 % свободного места</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The test size (%1)</source>
        <translation>Размер теста (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 GiB (f3read and H2testw read them)</source>
        <translation>1 ГиБ (их читают f3read и H2testw)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep the files</source>
        <translation>Сохранить файлы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only read back the files in the target</source>
        <translation>Только прочитать файлы в цели</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Amount:</source>
        <translation>Объём:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files:</source>
        <translation>Файлы:</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+175"/>
        <source>Write</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location line="-174"/>
        <location line="+175"/>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <location line="-174"/>
        <source>GiB</source>
        <translation>ГиБ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (MiB/s)</source>
        <translation>МБ/с (МиБ/с)</translation>
    </message>
    <message>
        <location line="+74"/>
        <location line="+124"/>
        <source>Speed over the capacity, every half second</source>
        <translation>Скорость по ёмкости, каждые полсекунды</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Verdict: ----</source>
        <translation>Вердикт: ----</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Genuine: all %1 written read back intact.</source>
        <translation>Подлинный: все записанные %1 прочитаны без потерь.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fake: only the first %1 hold their data; what was written past that reads back as zeros.</source>
        <translation>Подделка: данные хранят только первые %1; всё записанное дальше читается как нули.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fake: only the first %1 hold their data; what was written past that is lost.</source>
        <translation>Подделка: данные хранят только первые %1; всё записанное дальше потеряно.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wraps around: data written past %1 overwrote earlier data.</source>
        <translation>Перезаписывает по кругу: данные, записанные после %1, затёрли более ранние.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Corrupts data: %1 sectors came back damaged (%2 changed, %3 overwritten, %4 corrupted); %5 could not be read.</source>
        <translation>Портит данные: %1 секторов вернулись повреждёнными (%2 изменено, %3 перезаписано, %4 испорчено); %5 не удалось прочитать.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopped: %1; nothing was read back.</source>
        <translation>Остановлено: %1; ничего не прочитано.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: %1; the %2 verified before that read back intact.</source>
        <translation>Остановлено: %1; проверенные до этого %2 прочитаны без потерь.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The check ended early: %1.</source>
        <translation>Проверка завершилась досрочно: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announced: drive %1, file system %2. Real capacity (intact data): %3.</source>
        <translation>Заявлено: накопитель %1, файловая система %2. Реальная ёмкость (целые данные): %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Written %1, intact %2, lost %3: %4 changed, %5 overwritten, %6 corrupted, %7 unreadable sectors.</source>
        <translation>Записано %1, целых %2, потеряно %3: %4 изменённых, %5 перезаписанных, %6 испорченных, %7 нечитаемых секторов.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 MB/s on average, %3 to %4 MB/s per file, slowest second %5 MB/s.</source>
        <translation>%1: в среднем %2 МБ/с, от %3 до %4 МБ/с на файл, самая медленная секунда %5 МБ/с.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First bad sector: %1.h2w at %2, expected offset %3, found %4 (%5).</source>
        <translation>Первый плохой сектор: %1.h2w на %2, ожидалось смещение %3, найдено %4 (%5).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Files of %1: f3read and H2testw read only 1 GiB files.</source>
        <translation>Файлы по %1: f3read и H2testw читают только файлы по 1 ГиБ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The files are kept in %1.</source>
        <translation>Файлы сохранены в %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Speed over the capacity, per file</source>
        <translation>Скорость по ёмкости, по файлам</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 per cell</source>
        <translation>%1 на ячейку</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target: %1    read back the .h2w files in %2</source>
        <translation>Цель: %1    прочитаны файлы .h2w в %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1    %2 in files of %3, read back with direct I/O</source>
        <translation>Цель: %1    %2 в файлах по %3, прочитано с прямым вводом-выводом</translation>
    </message>
</context>
<context>
    <name>smui::CapacityMap</name>
    <message>
        <location filename="../../ui/charts/capacity_map.cpp" line="+23"/>
        <source>not reached</source>
        <translation>не достигнуты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written, not read back yet</source>
        <translation>записаны, ещё не прочитаны</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intact</source>
        <translation>целые</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partly lost</source>
        <translation>частично потеряны</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>потеряны</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>%1; each cell of the map is a slice of %2 files</source>
        <translation>%1; каждая ячейка карты — срез из %2 файлов</translation>
    </message>
</context>
<context>
    <name>smui::ChartUtil</name>
    <message>
        <location filename="../../ui/charts/chart_util.cpp" line="+263"/>
        <source>Chart</source>
        <translation>Диаграмма</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chart of the figures in the results table</source>
        <translation>Диаграмма значений из таблицы результатов</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The measured figures, one row each</source>
        <translation>Измеренные значения, по строке на измерение</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>No data yet</source>
        <translation>Данных пока нет</translation>
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
        <translation>Остановка — SolidMark</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopping… removing the test file</source>
        <translation>Остановка… удаление тестового файла</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close anyway (leave the file)</source>
        <translation>Всё равно закрыть (оставить файл)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Waiting %1 s for the engine to stop and the drive to remove the file.</source>
        <translation>Ожидание %1 с: движок останавливается, диск удаляет файл.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, the test folder may stay on the drive.</source>
        <translation>Это долго: диск, возможно, медленный или не отвечает. Если закрыть сейчас, тестовая папка может остаться на диске.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, %1 stays on the drive and you must remove it by hand.</source>
        <translation>Это долго: диск, возможно, медленный или не отвечает. Если закрыть сейчас, %1 останется на диске и его придётся удалить вручную.</translation>
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
        <translation>%1 и %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>test size %1</source>
        <translation>размер теста %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>test sizes %1 to %2</source>
        <translation>размеры теста от %1 до %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to %2</source>
        <comment>a range of dates</comment>
        <translation>с %1 по %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/compare_bars.cpp" line="+55"/>
        <source>higher is better</source>
        <translation>больше — лучше</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lower is better</source>
        <translation>меньше — лучше</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>change in % against %1</source>
        <translation>изменение в % относительно %1</translation>
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
        <translation>Пунктир: где у каждого результата закончился кэш записи</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>logarithmic scale</source>
        <translation>логарифмическая шкала</translation>
    </message>
</context>
<context>
    <name>smui::CompareDialog</name>
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
        <location filename="../../ui/tools/compare_dialog.cpp" line="+48"/>
        <source>Compare results: %1 — SolidMark</source>
        <translation>Сравнение результатов: %1 — SolidMark</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Name (click to edit)</source>
        <translation>Имя (щёлкните для правки)</translation>
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
        <translation>Накопитель</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Temperature</source>
        <translation>Температура</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>Источник</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move up</source>
        <translation>Выше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>Ниже</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Best first</source>
        <translation>Лучшие сверху</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As listed</source>
        <translation>Как в списке</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chart:</source>
        <translation>Диаграмма:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reference:</source>
        <translation>Эталон:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highlight:</source>
        <translation>Выделить:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars:</source>
        <translation>Полосы:</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Fill</source>
        <translation>Заполнение</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Тёмная</translation>
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
        <translation>Сохранить SVG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>Экспорт CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Экспорт JSON…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+210"/>
        <source>This build of SolidMark has no Qt Svg; save a PNG instead</source>
        <translation>В этой сборке SolidMark нет Qt Svg; сохраните PNG</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>None</source>
        <translation>Нет</translation>
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
        <translation> (эталон)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Test</source>
        <translation>Тест</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The best value of this row</source>
        <translation>Лучшее значение строки</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>SVG image (*.svg)</source>
        <translation>Изображение SVG (*.svg)</translation>
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
        <translation>Сохранить сравнение</translation>
    </message>
    <message>
        <location line="-236"/>
        <source>Save PNG…</source>
        <translation>Сохранить PNG…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>PNG image (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <location line="-207"/>
        <source>%1 and %2</source>
        <comment>two kinds of result compared</comment>
        <translation>%1 и %2</translation>
    </message>
</context>
<context>
    <name>smui::CompressionDialog</name>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="-78"/>
        <source>Compression benchmark</source>
        <translation>Тест сжатия</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target: %1    Test size: %2 (%3 per point, 1 MB blocks, QD1, unbuffered)</source>
        <translation>Цель: %1    Размер теста: %2 (%3 на точку, блоки 1 MB, QD1, без кэша)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>не выбрана</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed by compressibility</source>
        <translation>Скорость в зависимости от сжимаемости</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (share of zero bytes, %)</source>
        <translation>Сжимаемость (доля нулевых байтов, %)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Read MB/s</source>
        <translation>Чтение MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write MB/s</source>
        <translation>Запись MB/s</translation>
    </message>
</context>
<context>
    <name>smui::ConditionDialog</name>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="-145"/>
        <source>Condition drive</source>
        <translation>Кондиционирование диска</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Random 128 KiB incompressible writes over a conditioning file, to bring the drive to its used (steady) state before a run labelled &quot;conditioned&quot;. At least 2 GiB stay free.</source>
        <translation>Цель: %1
Случайная запись несжимаемых блоков по 128 KiB в файл кондиционирования переводит диск в рабочее (установившееся) состояние перед прогоном с меткой «conditioned». Не менее 2 GiB остаются свободными.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>не выбрана</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>50 % of the free space</source>
        <translation>50 % свободного места</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>25 % свободного места</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75 % of the free space</source>
        <translation>75 % свободного места</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>Размер теста (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>minutes</source>
        <translation>минут</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB written</source>
        <translation>GiB записано</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One sequential pass over the file first</source>
        <translation>Сначала один последовательный проход по файлу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the file during the next run (removed when it ends)</source>
        <translation>Сохранить файл на время следующего прогона (затем удаляется)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File size:</source>
        <translation>Размер файла:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after:</source>
        <translation>Остановить после:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write speed while conditioning</source>
        <translation>Скорость записи при кондиционировании</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random 128 KiB write</source>
        <translation>Случайная запись 128 KiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (s)</source>
        <translation>Время (с)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s, after a %6 s sequential fill.</source>
        <translation>%1 кондиционирован: файл %2, %3 случайной записи блоками 128 KiB за %4 с = %5 MB/s, после последовательного заполнения за %6 с.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s.</source>
        <translation>%1 кондиционирован: файл %2, %3 случайной записи блоками 128 KiB за %4 с = %5 MB/s.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>MB/s per second: first %1, last %2, min %3, max %4 (%n sample(s))</source>
        <translation>
            <numerusform>MB/s по секундам: первое %1, последнее %2, мин. %3, макс. %4 (%n замер)</numerusform>
            <numerusform>MB/s по секундам: первое %1, последнее %2, мин. %3, макс. %4 (%n замера)</numerusform>
            <numerusform>MB/s по секундам: первое %1, последнее %2, мин. %3, макс. %4 (%n замеров)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is kept in %1 until the next run on this target ends.</source>
        <translation>Файл сохранён в %1 до конца следующего прогона на этой цели.</translation>
    </message>
</context>
<context>
    <name>smui::CopyDialog</name>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="-76"/>
        <source>Copy benchmark</source>
        <translation>Тест копирования</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Scale: %2 (test size %3; 1 GiB = full-size sets)
Each set is created, flushed and evicted from the cache, then copied on the same volume; the time includes flushing the copy.</source>
        <translation>Цель: %1    Масштаб: %2 (размер теста %3; 1 GiB = полные наборы)
Каждый набор создаётся, сбрасывается на диск и вытесняется из кэша, затем копируется на том же томе; время включает сброс копии на диск.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>не выбрана</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files</source>
        <translation>Файлы</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Размер</translation>
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
        <translation>перезапуск отклонён</translation>
    </message>
</context>
<context>
    <name>smui::HealthDialog</name>
    <message>
        <location filename="../../ui/panels/health_view.cpp" line="+26"/>
        <source>Drive</source>
        <translation>Накопитель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Health</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why not</source>
        <translation>Почему нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Critical warning</source>
        <translation>Критическое предупреждение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature</source>
        <translation>Температура</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available spare</source>
        <translation>Доступный резерв</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spare threshold</source>
        <translation>Порог резерва</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentage used</source>
        <translation>Израсходовано ресурса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data read</source>
        <translation>Прочитано данных</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data written</source>
        <translation>Записано данных</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power-on hours</source>
        <translation>Часы работы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power cycles</source>
        <translation>Циклы включения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsafe shutdowns</source>
        <translation>Небезопасные отключения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Media errors</source>
        <translation>Ошибки носителя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error log entries</source>
        <translation>Записи журнала ошибок</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>critical warning (%1)</source>
        <translation>критическое предупреждение (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>unknown: %1</source>
        <translation>неизвестно: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 % used</source>
        <translation>израсходовано %1 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the drive counted %1 written during this run (SolidMark wrote %2)</source>
        <translation>накопитель насчитал %1 записанных за этот прогон (SolidMark записал %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive counted %1 written during this run</source>
        <translation>накопитель насчитал %1 записанных за этот прогон</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drive health</source>
        <translation>Состояние накопителя</translation>
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
        <translation>Значение</translation>
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
        <translation>Худшее</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threshold</source>
        <translation>Порог</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raw</source>
        <translation>Сырое</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Read again</source>
        <translation>&amp;Прочитать снова</translation>
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
        <translation>История — SolidMark</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved results in %1</source>
        <translation>Сохранённые результаты в %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+225"/>
        <source>The history cannot be opened: %1</source>
        <translation>Не удаётся открыть историю: %1</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>Filter by drive (model or serial)</source>
        <translation>Фильтр по диску (модель или серийный номер)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drive:</source>
        <translation>Диск:</translation>
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
        <translation>Вид</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Label</source>
        <translation>Метка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compare</source>
        <translation>Сравнить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select two or more results of the same kind (up to 26), or imported peer results and preset runs</source>
        <translation>Выберите два или более результата одного типа (до 26) либо импортированные результаты других программ и прогоны пресетов</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Экспорт JSON…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Delete the %n selected result(s) from the history?</source>
        <translation>
            <numerusform>Удалить %n выбранный результат из истории?</numerusform>
            <numerusform>Удалить %n выбранных результата из истории?</numerusform>
            <numerusform>Удалить %n выбранных результатов из истории?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export JSON</source>
        <translation>Экспорт JSON</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Store a SolidMark result JSON, or a text saved by CrystalDiskMark 5–9, KDiskMark or AmorphousDiskMark</source>
        <translation>Сохранить результат SolidMark в JSON или текст, сохранённый CrystalDiskMark 5–9, KDiskMark или AmorphousDiskMark</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Every result SolidMark reads (*.txt *.json)</source>
        <translation>Все результаты, которые читает SolidMark (*.txt *.json)</translation>
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
        <translation>Результат SolidMark в JSON (*.json)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import a result</source>
        <translation>Импорт результата</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot import %1:
%2
Nothing was stored.</source>
        <translation>Не удаётся импортировать %1:
%2
Ничего не сохранено.</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>%1 (local time)</source>
        <comment>a date whose time zone is not known</comment>
        <translation>%1 (местное время)</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected benchmark run in the main window</source>
        <translation>Показать выбранный прогон в главном окне</translation>
    </message>
</context>
<context>
    <name>smui::MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+265"/>
        <source>Whole-drive access time</source>
        <translation>Время доступа по всему диску</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Reading the whole drive needs your permission; nothing is written.

Allow it and your desktop may ask for your password. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>Для чтения всего диска нужно ваше разрешение; ничего не записывается.

Если разрешить, рабочий стол может запросить пароль. С тестовым файлом чтение времени доступа охватывает только тестовый файл, и результат это указывает.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allow</source>
        <translation>Разрешить</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Use a test file instead</source>
        <translation>Использовать тестовый файл</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-74"/>
        <source>Acc.time read spanned the test file, not the whole drive: %1.</source>
        <translation>Чтение Acc.time охватило тестовый файл, а не весь диск: %1.</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>&amp;Write-through (writes past the drive&apos;s cache)</source>
        <translation>&amp;Сквозная запись (мимо кэша накопителя)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every write of the test file completes only once it is past the drive&apos;s volatile cache (FUA), as AS SSD is said to write. Off: direct I/O alone, as CrystalDiskMark and fio.</source>
        <translation>Каждая запись тестового файла завершается только после того, как прошла мимо энергозависимого кэша накопителя (FUA), как, по имеющимся данным, пишет AS SSD. Выключено: только прямой ввод-вывод, как в CrystalDiskMark и fio.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Dri&amp;ve health…</source>
        <translation>Сос&amp;тояние накопителя…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>  ·  write-through</source>
        <translation>  ·  сквозная запись</translation>
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
        <translation>Том или папка для теста. SolidMark пишет только в собственную папку SolidMark-* и затем удаляет её.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose folder…</source>
        <translation>Выбрать папку…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size of the test file</source>
        <translation>Размер тестового файла</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Incompressible: fresh random data, what AS SSD measures.
Compressible: a share of every 4 KiB is zeros (controllers that compress look faster).</source>
        <translation>Несжимаемые: всегда новые случайные данные, как измеряет AS SSD.
Сжимаемые: часть каждых 4 KiB — нули (контроллеры со сжатием выглядят быстрее).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="+76"/>
        <source>%1 (%2), %3, %4 free</source>
        <translation>%1 (%2), %3, свободно %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1</source>
        <translation>Папка: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device: %1</source>
        <translation>Устройство: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filesystem: %1</source>
        <translation>Файловая система: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size: %1</source>
        <translation>Размер: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free: %1</source>
        <translation>Свободно: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>Стек устройств: %1</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Firmware</source>
        <translation>Прошивка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Controller</source>
        <translation>Контроллер</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offset</source>
        <translation>Смещение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity</source>
        <translation>Ёмкость</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filesystem</source>
        <translation>Файловая система</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free</source>
        <translation>Свободно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stack</source>
        <translation>Стек устройств</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+67"/>
        <location line="+225"/>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <location line="-224"/>
        <location line="+224"/>
        <source>Write</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Score:</source>
        <translation>Баллы:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Total:</source>
        <translation>Итого:</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>среднее</translation>
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
        <translation>Задержка выполнения каждой операции ввода-вывода, в микросекундах</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Latency (µs)</source>
        <translation>Задержка (µs)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-346"/>
        <location line="+353"/>
        <location filename="../../ui/window/main_window_view.cpp" line="+162"/>
        <source>Ready</source>
        <translation>Готов</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-163"/>
        <location line="+170"/>
        <source>Label</source>
        <translation>Метка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved with the run in the history: out-of-box, conditioned, or any text</source>
        <translation>Сохраняется с прогоном в истории: out-of-box, conditioned или любой текст</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-239"/>
        <location filename="../../ui/window/main_window_view.cpp" line="-169"/>
        <location line="+170"/>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+14"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;screenshot…</source>
        <translation>Сохранить &amp;снимок…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save screenshot</source>
        <translation>Сохранить снимок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
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
        <translation>Экспорт &amp;JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;CSV…</source>
        <translation>Экспорт &amp;CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;text…</source>
        <translation>Экспорт &amp;текста…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import &amp;fio result…</source>
        <translation>Импорт результата &amp;fio…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy results as text</source>
        <translation>&amp;Копировать результаты как текст</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Acc.time read</source>
        <translation>&amp;Acc.time чтение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whole &amp;device (AS SSD)</source>
        <translation>Всё &amp;устройство (AS SSD)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test file</source>
        <translation>&amp;Тестовый файл</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
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
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;System</source>
        <translation>&amp;Системная</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Light</source>
        <translation>С&amp;ветлая</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмная</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test: %1. Direction: %2. Value: %3.</source>
        <translation>Тест: %1. Направление: %2. Значение: %3.</translation>
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
        <translation>  ·  %1–%2 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  ·  no temperature (%1)</source>
        <translation>  ·  температура неизвестна (%1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Throttling: %1 at %2 s was %3 % below its speed before the drive reached its warning temperature of %4 °C.</source>
        <translation>Троттлинг: %1 на %2 с было на %3 % медленнее, чем до того, как накопитель достиг предупредительной температуры %4 °C.</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+54"/>
        <source>&amp;Compression benchmark…</source>
        <translation>Тест &amp;сжатия…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+28"/>
        <source>C&amp;opy benchmark…</source>
        <translation>Тест &amp;копирования…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+1"/>
        <source>&amp;Queue-depth presets (CrystalDiskMark-style)…</source>
        <translation>Пресеты с &amp;глубиной очереди (как в CrystalDiskMark)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+1"/>
        <source>&amp;Workload profiles…</source>
        <translation>Профили &amp;нагрузки…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+1"/>
        <source>&amp;Block-size sweep…</source>
        <translation>Проход по &amp;размерам блока…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+1"/>
        <source>S&amp;urface scan…</source>
        <translation>Сканирование &amp;поверхности…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+1"/>
        <source>&amp;Steady state…</source>
        <translation>&amp;Устойчивое состояние…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+1"/>
        <source>Sus&amp;tained write…</source>
        <translation>&amp;Длительная запись…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+5"/>
        <source>Condition &amp;drive…</source>
        <translation>К&amp;ондиционирование диска…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-77"/>
        <source>&amp;History…</source>
        <translation>&amp;История…</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="-277"/>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test size</source>
        <translation>Размер теста</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test data</source>
        <translation>Тестовые данные</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill</source>
        <translation>Заполнение</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the benchmark; Esc aborts a running one</source>
        <translation>Запустить тест; Esc прерывает запущенный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress</source>
        <translation>Ход выполнения</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The running test and how far it is</source>
        <translation>Текущий тест и сколько уже сделано</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run the %1 test</source>
        <translation>Выполнить тест %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Health</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>How scores are &amp;computed</source>
        <translation>Как &amp;вычисляются баллы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;log folder</source>
        <translation>Открыть папку &amp;журналов</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;About SolidMark</source>
        <translation>&amp;О программе SolidMark</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About SolidMark</source>
        <translation>О программе SolidMark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;An open-source SSD benchmark in the tradition of AS SSD Benchmark.&lt;/p&gt;&lt;p&gt;Qt %2, spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;License: GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;Открытый тест SSD в традициях AS SSD Benchmark.&lt;/p&gt;&lt;p&gt;Qt %2, spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;Лицензия: GNU GPL версии 3 или новее.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-364"/>
        <source>Incompressible</source>
        <translation>Несжимаемые</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressible (%1 % zeros)</source>
        <translation>Сжимаемые (%1 % нулей)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Choose a target volume or folder first.</source>
        <translation>Сначала выберите целевой том или папку.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Reading the whole drive needs an administrator on Windows; nothing is written.

Restart SolidMark as administrator (Windows asks you to confirm) and the run starts again there. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>Для чтения всего диска в Windows нужны права администратора; ничего не записывается.

Перезапустите SolidMark от имени администратора (Windows попросит подтверждения), и прогон начнётся там заново. С тестовым файлом чтение времени доступа охватывает тестовый файл, и результат об этом сообщает.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>SolidMark was not restarted as administrator: %1. Nothing was run.</source>
        <translation>SolidMark не был перезапущен от имени администратора: %1. Ничего не запускалось.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Restart as administrator</source>
        <translation>Перезапустить от имени администратора</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Aborting…</source>
        <translation>Прерывание…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Abort</source>
        <translation>Прервать</translation>
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
        <translation>Завершено; тестовая папка удалена.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 It is still shown here: File → Export JSON… saves it.</source>
        <translation>%1 Он по-прежнему показан здесь: Файл → Экспорт JSON… сохранит его.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Aborted</source>
        <translation>Прервано</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+37"/>
        <source>Failed</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+49"/>
        <source>%1 I/Os of %2 B in %3 s
latency mean %4 µs, p99 %5 µs</source>
        <translation>%1 операций по %2 Б за %3 с
задержка: средняя %4 µs, p99 %5 µs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
Span: the whole device</source>
        <translation>
Область: всё устройство</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
Span: the test file (%1)</source>
        <translation>
Область: тестовый файл (%1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1  ·  %2  ·  %3</source>
        <translation>%1  ·  %2  ·  %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  ·  BUFFERED (cached, not comparable)</source>
        <translation>  ·  С КЭШЕМ (не сравнимо)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+21"/>
        <source>Wait for the running benchmark to finish, or abort it, before starting another.</source>
        <translation>Дождитесь окончания текущего теста или прервите его, прежде чем запускать другой.</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Compare with the last out-of-box run of this drive?</source>
        <translation>Сравнить с последним прогоном этого диска в состоянии out-of-box?</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-33"/>
        <location line="+23"/>
        <source>There is no result to export yet.</source>
        <translation>Пока нет результата для экспорта.</translation>
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
        <translation>Текст (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+0"/>
        <location filename="../../ui/window/main_window_files.cpp" line="+6"/>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+36"/>
        <source>Cannot import %1:
%2
Choose a JSON file exported by SolidMark.</source>
        <translation>Не удаётся импортировать %1:
%2
Выберите файл JSON, экспортированный SolidMark.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Showing %1</source>
        <translation>Показан %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Import fio result</source>
        <translation>Импорт результата fio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fio JSON output (*.json);;All files (*)</source>
        <translation>Вывод fio в JSON (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot import %1:
%2
Choose the output of fio --output-format=json or json+.</source>
        <translation>Не удалось импортировать %1:
%2
Выберите вывод fio --output-format=json или json+.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>fio result: %1</source>
        <translation>Результат fio: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Showing %1 (measured by fio)</source>
        <translation>Показан %1 (измерено fio)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;As in AS SSD, with all values in MB/s (MiB/s):&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × SeqRead + 4K Read + 4K-64Thrd Read
Write = 0.1 × SeqWrite + 4K Write + 4K-64Thrd Write
Total = 0.1 × SeqRead + 0.15 × SeqWrite + 2 × 4K Read
        + 4K Write + 1.5 × 4K-64Thrd Read + 4K-64Thrd Write&lt;/pre&gt;&lt;p&gt;Access time does not count. A score appears only when all of its inputs were measured in this run.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Как в AS SSD, все значения в MB/s (MiB/s):&lt;/p&gt;&lt;pre&gt;Чтение = 0,1 × Seq чтение + 4K чтение + 4K-64Thrd чтение
Запись = 0,1 × Seq запись + 4K запись + 4K-64Thrd запись
Итого  = 0,1 × Seq чтение + 0,15 × Seq запись + 2 × 4K чтение
         + 4K запись + 1,5 × 4K-64Thrd чтение + 4K-64Thrd запись&lt;/pre&gt;&lt;p&gt;Время доступа не учитывается. Балл показывается, только если все его составляющие измерены в этом прогоне.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;This run:&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × %1 + %2 + %3 = %4
Write = 0.1 × %5 + %6 + %7 = %8
Total = 0.1 × %1 + 0.15 × %5 + 2 × %2 + %6 + 1.5 × %3 + %7 = %9&lt;/pre&gt;</source>
        <translation>&lt;p&gt;Этот прогон:&lt;/p&gt;&lt;pre&gt;Чтение = 0,1 × %1 + %2 + %3 = %4
Запись = 0,1 × %5 + %6 + %7 = %8
Итого  = 0,1 × %1 + 0,15 × %5 + 2 × %2 + %6 + 1,5 × %3 + %7 = %9&lt;/pre&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How scores are computed</source>
        <translation>Как вычисляются баллы</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a folder on the drive to test</source>
        <translation>Выберите папку на проверяемом диске</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-389"/>
        <source>A benchmark is running. Abort it and remove its test folder?</source>
        <translation>Идёт тест. Прервать его и удалить тестовую папку?</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="-164"/>
        <source>reading…</source>
        <translation>чтение…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
Reading its size and drive…</source>
        <translation>Папка: %1
Чтение её размера и диска…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not responding</source>
        <translation>не отвечает</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
It did not answer within %2 s: its filesystem is stalled (a FUSE daemon or network server that stopped responding, or a failing drive). SolidMark does not wait for it; choose another target, or wait: it is listed again when it answers.</source>
        <translation>Папка: %1
Она не ответила за %2 с: её файловая система зависла (FUSE-демон или сетевой сервер перестал отвечать, или диск неисправен). SolidMark её не ждёт; выберите другую цель или подождите: она снова появится в списке, когда ответит.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-165"/>
        <source>&amp;Open result…</source>
        <translation>&amp;Открыть результат…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+141"/>
        <source>%1 is not responding (a stalled FUSE daemon, network server or drive). Choose another target, or wait until it answers.</source>
        <translation>%1 не отвечает (завис FUSE-демон, сетевой сервер или диск). Выберите другую цель или подождите, пока она ответит.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+251"/>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+147"/>
        <source>Aborted before the run started; nothing was written.</source>
        <translation>Прервано до начала прогона; ничего не записано.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>the history (#%1)</source>
        <translation>истории (№%1)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-109"/>
        <source>Open result</source>
        <translation>Открыть результат</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SolidMark results (*.solidmark.json *.json)</source>
        <translation>Результаты SolidMark (*.solidmark.json *.json)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Opened from %1 — run on %2</source>
        <translation>Открыто из %1 — прогон от %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_health.cpp" line="+36"/>
        <source>Drive health</source>
        <translation>Состояние накопителя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 reports a critical warning (%2).

A benchmark writes to the drive, and this drive may be failing. Back up its data first.</source>
        <translation>%1 сообщает о критическом предупреждении (%2).

Тест записывает данные на накопитель, а этот накопитель может выходить из строя. Сначала сделайте резервную копию его данных.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Run anyway</source>
        <translation>&amp;Всё равно запустить</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_fill.cpp" line="+31"/>
        <source>Fill series</source>
        <translation>Серия заполнения</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+8"/>
        <source>Ca&amp;pacity check…</source>
        <translation>Проверка &amp;ёмкости…</translation>
    </message>
</context>
<context>
    <name>smui::PresetDialog</name>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="-301"/>
        <source>Queue-depth presets (CrystalDiskMark-style)</source>
        <translation>Пресеты с глубиной очереди (как в CrystalDiskMark)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them (the main window&apos;s AS SSD suite uses MiB/s).</source>
        <translation>Цель: %1    Размер теста: %2    Скорость в MB/s = 10^6 байт/с, как в CrystalDiskMark (тесты AS SSD в главном окне используют MiB/s).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>не выбрана</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One row per test: read, write and mix figures in the chosen unit</source>
        <translation>По строке на тест: чтение, запись и смешанный режим в выбранных единицах</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+73"/>
        <source>Mix</source>
        <translation>Смешанный</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Chart</source>
        <translation>Диаграмма</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars of the table&apos;s figures per test</source>
        <translation>Столбцы значений таблицы по тестам</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)</source>
        <translation>Стандартный (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)</translation>
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
        <translation>Набор выполняемых тестов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak: best pass</source>
        <translation>Peak: лучший проход</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Real: mean of the passes</source>
        <translation>Real: среднее по проходам</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile</source>
        <translation>Профиль</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Report the best pass (Peak) or the mean of the passes (Real)</source>
        <translation>Показывать лучший проход (Peak) или среднее по проходам (Real)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passes</source>
        <translation>Проходы</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Passes per test and direction</source>
        <translation>Проходов на тест и направление</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preset:</source>
        <translation>Пресет:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile:</source>
        <translation>Профиль:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes:</source>
        <translation>Проходов:</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 байт/с)</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Custom (%1)</source>
        <translation>Свой набор (%1)</translation>
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
        <translation>мкс</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+97"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval</source>
        <translation>Интервал</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rest before every pass but the first, so the drive cools down</source>
        <translation>Пауза перед каждым проходом, кроме первого, чтобы накопитель остыл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+Mix</source>
        <translation>+Смешанный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a mixed read/write measurement to every test, as CrystalDiskMark&apos;s +Mix</source>
        <translation>Добавить к каждому тесту смешанное измерение чтения и записи, как +Mix в CrystalDiskMark</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> % read</source>
        <translation> % чтения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mix read share</source>
        <translation>Доля чтения в смешанном режиме</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of reads in the mixed measurement; the rest are writes</source>
        <translation>Доля чтений в смешанном измерении; остальное — записи</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unit</source>
        <translation>Единицы</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What the table and chart show; the exports keep every unit</source>
        <translation>Что показывают таблица и диаграмма; экспорт содержит все единицы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval:</source>
        <translation>Интервал:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unit:</source>
        <translation>Единицы:</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Read (%1)</source>
        <translation>Чтение (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write (%1)</source>
        <translation>Запись (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mix %1 % (%2)</source>
        <translation>Смеш. %1 % (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GB/s (10^9 bytes/s)</source>
        <translation>GB/s (10^9 байт/с)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean latency (µs)</source>
        <translation>Средняя задержка (мкс)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per test</source>
        <translation>%1 по тестам</translation>
    </message>
    <message numerus="yes">
        <location line="+74"/>
        <source>Target: %1    Test size: %2    %3 of %n pass(es), queue engine %4. Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them.</source>
        <translation>
            <numerusform>Цель: %1    Размер теста: %2    %3 из %n прохода, движок очереди %4. Скорость в MB/s = 10^6 байт/с, как в CrystalDiskMark.</numerusform>
            <numerusform>Цель: %1    Размер теста: %2    %3 из %n проходов, движок очереди %4. Скорость в MB/s = 10^6 байт/с, как в CrystalDiskMark.</numerusform>
            <numerusform>Цель: %1    Размер теста: %2    %3 из %n проходов, движок очереди %4. Скорость в MB/s = 10^6 байт/с, как в CrystalDiskMark.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peak: best</source>
        <translation>Peak: лучший</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Real: mean</source>
        <translation>Real: среднее</translation>
    </message>
</context>
<context>
    <name>smui::ProfileDialog</name>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="-118"/>
        <source>Workload profiles</source>
        <translation>Профили нагрузки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    An IOMeter-style mix at each queue depth of the ramp, %3 s per step. MB/s = 10^6 bytes/s.</source>
        <translation>Цель: %1    Размер теста: %2    Нагрузка в стиле IOMeter на каждой глубине очереди, %3 с на ступень. MB/s = 10^6 байт/с.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>не выбрана</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database: 8 KiB, 67 % read</source>
        <translation>База данных: 8 KiB, 67 % чтения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File server: 512 B–64 KiB, 80 % read</source>
        <translation>Файловый сервер: 512 B–64 KiB, 80 % чтения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web server: 512 B–512 KiB, 100 % read</source>
        <translation>Веб-сервер: 512 B–512 KiB, 100 % чтения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workstation: 8 KiB, 80 % read, 80 % random</source>
        <translation>Рабочая станция: 8 KiB, 80 % чтения, 80 % случайных</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Profile:</source>
        <translation>Профиль:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threads:</source>
        <translation>Потоков:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS and p99 latency against queue depth</source>
        <translation>IOPS и задержка p99 в зависимости от глубины очереди</translation>
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
        <translation>задержка p99 (µs)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Queue depth</source>
        <translation>Глубина очереди</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean µs</source>
        <translation>среднее, µs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 µs</source>
        <translation>p99, µs</translation>
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
            <numerusform>Цель: %1    Размер теста: %2    Профиль %3, %n поток, движок очереди %4. MB/s = 10^6 байт/с.</numerusform>
            <numerusform>Цель: %1    Размер теста: %2    Профиль %3, %n потока, движок очереди %4. MB/s = 10^6 байт/с.</numerusform>
            <numerusform>Цель: %1    Размер теста: %2    Профиль %3, %n потоков, движок очереди %4. MB/s = 10^6 байт/с.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>smui::SpeedChart</name>
    <message>
        <location filename="../../ui/charts/speed_chart.cpp" line="+50"/>
        <source>Time (s)</source>
        <translation>Время (с)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time</source>
        <translation>Скорость во времени</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each test&apos;s MB/s every 250 ms, one test after another; read blue, write red</source>
        <translation>MB/s каждого теста каждые 250 мс, тест за тестом; чтение синим, запись красным</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time: each test&apos;s MB/s every 250 ms, one test after another (read blue, write red). A steady drive draws flat steps.</source>
        <translation>Скорость во времени: MB/s каждого теста каждые 250 мс, тест за тестом (чтение синим, запись красным). Стабильный накопитель рисует ровные ступени.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Write</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>This result keeps no speed over time</source>
        <translation>В этом результате нет скорости во времени</translation>
    </message>
</context>
<context>
    <name>smui::SteadyDialog</name>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="-210"/>
        <source>Steady state</source>
        <translation>Устойчивое состояние</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    One workload repeated in rounds until the last %3 rounds&apos; IOPS stay within ±%4 % of their mean and their fitted slope within ±%5 %, or until the time cap.</source>
        <translation>Цель: %1    Размер теста: %2    Одна нагрузка повторяется раундами, пока IOPS последних %3 раундов не останутся в пределах ±%4 % от их среднего, а наклон подобранной прямой — в пределах ±%5 %, или до предела времени.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>не выбрана</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> % read</source>
        <translation> % чтения</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workload:</source>
        <translation>Нагрузка:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round:</source>
        <translation>Раунд:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cap:</source>
        <translation>Предел:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS per round</source>
        <translation>IOPS по раундам</translation>
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
        <translation>Среднее окна</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>±%1 % band</source>
        <translation>Полоса ±%1 %</translation>
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
        <translation>среднее, µs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 µs</source>
        <translation>p99, µs</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Steady state: ----</source>
        <translation>Устойчивое состояние: ----</translation>
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
            <numerusform>Устойчивое состояние после %n раунда: %1 IOPS (наибольшее отклонение %2 %, наклон %3 %).</numerusform>
            <numerusform>Устойчивое состояние после %n раундов: %1 IOPS (наибольшее отклонение %2 %, наклон %3 %).</numerusform>
            <numerusform>Устойчивое состояние после %n раундов: %1 IOPS (наибольшее отклонение %2 %, наклон %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>No steady state within the cap: the last %n round(s) averaged %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Устойчивое состояние не достигнуто за отведённое время: последний %n раунд дал в среднем %1 IOPS (наибольшее отклонение %2 %, наклон %3 %).</numerusform>
            <numerusform>Устойчивое состояние не достигнуто за отведённое время: последние %n раунда дали в среднем %1 IOPS (наибольшее отклонение %2 %, наклон %3 %).</numerusform>
            <numerusform>Устойчивое состояние не достигнуто за отведённое время: последние %n раундов дали в среднем %1 IOPS (наибольшее отклонение %2 %, наклон %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>No steady state within the cap: fewer than %n round(s) fitted in it.</source>
        <translation>
            <numerusform>Устойчивое состояние не достигнуто: в отведённое время уместилось меньше %n раунда.</numerusform>
            <numerusform>Устойчивое состояние не достигнуто: в отведённое время уместилось меньше %n раундов.</numerusform>
            <numerusform>Устойчивое состояние не достигнуто: в отведённое время уместилось меньше %n раундов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not steady yet: the last %n round(s) average %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Ещё не устойчиво: последний %n раунд даёт в среднем %1 IOPS (наибольшее отклонение %2 %, наклон %3 %).</numerusform>
            <numerusform>Ещё не устойчиво: последние %n раунда дают в среднем %1 IOPS (наибольшее отклонение %2 %, наклон %3 %).</numerusform>
            <numerusform>Ещё не устойчиво: последние %n раундов дают в среднем %1 IOPS (наибольшее отклонение %2 %, наклон %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Not steady yet: %1 of at least %n round(s) done.</source>
        <translation>
            <numerusform>Ещё не устойчиво: выполнено %1 из минимум %n раунда.</numerusform>
            <numerusform>Ещё не устойчиво: выполнено %1 из минимум %n раундов.</numerusform>
            <numerusform>Ещё не устойчиво: выполнено %1 из минимум %n раундов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Target: %1    Test size: %2    %3 at %4 % read, %5 s rounds, cap %6 min; steady when the last %7 rounds stay within ±%8 % of their mean and their fitted slope within ±%9 %. Queue engine: %10.</source>
        <translation>Цель: %1    Размер теста: %2    %3, %4 % чтения, раунды по %5 с, предел %6 мин; устойчиво, когда последние %7 раундов остаются в пределах ±%8 % от их среднего, а наклон подобранной прямой — в пределах ±%9 %. Движок очереди: %10.</translation>
    </message>
</context>
<context>
    <name>smui::SurfaceDialog</name>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="-119"/>
        <source>Surface scan</source>
        <translation>Сканирование поверхности</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Sequential reads at evenly spaced points across the whole drive when it opens read-only (nothing is written to it), else across a test file of %2; random reads around each point give its access time. MB/s = 10^6 bytes/s.</source>
        <translation>Цель: %1    Последовательное чтение в равномерно расположенных точках по всему диску, если его можно открыть только для чтения (на него ничего не пишется), иначе по тестовому файлу %2; случайные чтения около каждой точки дают её время доступа. MB/s = 10^6 байт/с.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>не выбрана</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan the whole drive when it can be opened read-only</source>
        <translation>Сканировать весь диск, если его можно открыть только для чтения</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points:</source>
        <translation>Точки:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read per point:</source>
        <translation>Чтение на точку:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read MB/s and access time across the span</source>
        <translation>Чтение MB/s и время доступа по диапазону</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read MB/s</source>
        <translation>Чтение MB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Access time (ms)</source>
        <translation>Время доступа (мс)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Position (% of the span)</source>
        <translation>Положение (% диапазона)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 байт/с)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Min ----    Avg ----    Max ----    Access time ----</source>
        <translation>Мин ----    Сред ----    Макс ----    Время доступа ----</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Min %1 MB/s    Avg %2 MB/s    Max %3 MB/s    Access time %4 ms</source>
        <translation>Мин %1 MB/s    Сред %2 MB/s    Макс %3 MB/s    Время доступа %4 ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the whole drive (%1), read-only</source>
        <translation>весь диск (%1), только чтение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a test file of %1</source>
        <translation>тестовый файл %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Target: %1    Span: %2    %n point(s), %3 read at each. MB/s = 10^6 bytes/s.</source>
        <translation>
            <numerusform>Цель: %1    Диапазон: %2    %n точка, в каждой прочитано %3. MB/s = 10^6 байт/с.</numerusform>
            <numerusform>Цель: %1    Диапазон: %2    %n точки, в каждой прочитано %3. MB/s = 10^6 байт/с.</numerusform>
            <numerusform>Цель: %1    Диапазон: %2    %n точек, в каждой прочитано %3. MB/s = 10^6 байт/с.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Span: %1</source>
        <translation>Диапазон: %1</translation>
    </message>
</context>
<context>
    <name>smui::SustainedDialog</name>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="-204"/>
        <source>Sustained write</source>
        <translation>Длительная запись</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Sequential incompressible writes until the amount is written, to find the drive&apos;s write cache (SLC cache): where the speed falls and stays down, the speed before and after, the slowest second and the drive&apos;s temperature. At least 2 GiB stay free.</source>
        <translation>Цель: %1
Последовательная запись несжимаемых данных до записи заданного объёма, чтобы найти кэш записи накопителя (SLC-кэш): где скорость падает и остаётся низкой, скорость до и после, самую медленную секунду и температуру накопителя. Свободными остаются не менее 2 GiB.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 MiB blocks at queue depth 1 (TechPowerUp)</source>
        <translation>Блоки по 1 MiB, глубина очереди 1 (TechPowerUp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>128 KiB blocks at queue depth 32 (AnandTech)</source>
        <translation>Блоки по 128 KiB, глубина очереди 32 (AnandTech)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>85 % of the free space</source>
        <translation>85 % свободного места</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>50 % of the free space</source>
        <translation>50 % свободного места</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>25 % свободного места</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>Размер теста (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none; e.g. 30s, 2m, 10m</source>
        <translation>нет; например 30s, 2m, 10m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: write until the cache is full, then for each rest stay idle that long and write again until the speed falls: how much cache each rest brings back.</source>
        <translation>Восстановление кэша: писать, пока кэш не заполнится, затем для каждого простоя бездействовать столько времени и снова писать, пока скорость не упадёт: сколько кэша возвращает каждый простой.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writes:</source>
        <translation>Запись:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount:</source>
        <translation>Объём:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rests:</source>
        <translation>Простои:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write speed over the amount written</source>
        <translation>Скорость записи в зависимости от записанного объёма</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequential write</source>
        <translation>Последовательная запись</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+111"/>
        <source>Cache full</source>
        <translation>Кэш заполнен</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>GiB written</source>
        <translation>GiB записано</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 blocks at queue depth %2</source>
        <translation>Блоки по %1, глубина очереди %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Write cache: ----</source>
        <translation>Кэш записи: ----</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature: ----</source>
        <translation>Температура: ----</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cache full at %1</source>
        <translation>Кэш заполнен после %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache: %1, written at %2 MB/s; after it %3 MB/s. Slowest second: %4 MB/s. %5 in %6 s.</source>
        <translation>Кэш записи: %1, записан со скоростью %2 MB/s; после него %3 MB/s. Самая медленная секунда: %4 MB/s. %5 за %6 с.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No write cache found: %1 MB/s throughout (the speed never stayed below 70 % of the initial %2 MB/s for 3 s). Slowest second: %3 MB/s. %4 in %5 s.</source>
        <translation>Кэш записи не найден: %1 MB/s на всём протяжении (скорость ни разу не держалась ниже 70 % от начальных %2 MB/s в течение 3 с). Самая медленная секунда: %3 MB/s. %4 за %5 с.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>Частичный результат: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temperature: %1 to %2 °C, from %3 °C at the start to %4 °C at the end (%5%6).</source>
        <translation>Температура: от %1 до %2 °C, %3 °C в начале и %4 °C в конце (%5%6).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; warning at %1 °C</source>
        <translation>; предупреждение при %1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temperature: not available (%1).</source>
        <translation>Температура: недоступна (%1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throttling: at %1 s, at or above the drive&apos;s warning temperature of %2 °C, the speed was %3 % below its level before the drive got that hot.</source>
        <translation>Троттлинг: на %1 с, при температуре не ниже порога предупреждения накопителя %2 °C, скорость была на %3 % ниже, чем до такого нагрева.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target: %1    %2 blocks at queue depth %3 (%4), sampled every %5 ms; %6 asked for.</source>
        <translation>Цель: %1    блоки по %2, глубина очереди %3 (%4), замер каждые %5 мс; запрошено %6.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cache recovery: not measured, the run ended first.</source>
        <translation>Восстановление кэша: не измерено, прогон завершился раньше.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: not measured. No write cache was found, so there was none to recover; the sustained result is kept. Write more to find it.</source>
        <translation>Восстановление кэша: не измерено. Кэш записи не найден, поэтому восстанавливать нечего; результат длительной записи сохранён. Запишите больше, чтобы найти его.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cache recovery: what each rest brought back of the %1 cache.</source>
        <translation>Восстановление кэша: сколько из кэша %1 вернул каждый простой.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After %1 s idle: %2 written at the cache&apos;s speed</source>
        <translation>После %1 с простоя: %2 записано со скоростью кэша</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (at least: the speed had not fallen)</source>
        <translation> (не менее: скорость не упала)</translation>
    </message>
</context>
<context>
    <name>smui::SweepDialog</name>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="-114"/>
        <source>Block-size sweep</source>
        <translation>Проход по размерам блока</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Sequential writes, then reads, at each block size (ATTO-style), one pass or %3 s per size. MB/s = 10^6 bytes/s.</source>
        <translation>Цель: %1    Размер теста: %2    Последовательная запись, затем чтение, на каждом размере блока (как в ATTO), один проход или %3 с на размер. MB/s = 10^6 байт/с.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>не выбрана</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Queue depth:</source>
        <translation>Глубина очереди:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s against block size</source>
        <translation>MB/s в зависимости от размера блока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Запись</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Чтение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size (KiB, log scale)</source>
        <translation>Размер блока (KiB, лог. шкала)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 байт/с)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write MB/s</source>
        <translation>Запись MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read MB/s</source>
        <translation>Чтение MB/s</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Target: %1    Test size: %2    Queue depth %3, queue engine %4. MB/s = 10^6 bytes/s.</source>
        <translation>Цель: %1    Размер теста: %2    Глубина очереди %3, движок очереди %4. MB/s = 10^6 байт/с.</translation>
    </message>
</context>
<context>
    <name>smui::TemperatureLine</name>
    <message>
        <location filename="../../ui/charts/temperature_line.cpp" line="+17"/>
        <source>Drive temperature (°C)</source>
        <translation>Температура накопителя (°C)</translation>
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
        <translation>Готов</translation>
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
        <translation>Сохранить PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Fill:</source>
        <translation>Заполнение:</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Fill: %1</source>
        <translation>Заполнение: %1</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Drive temperature: %1 to %2 °C (%3)</source>
        <translation>Температура накопителя: от %1 до %2 °C (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drive temperature: not available (%1)</source>
        <translation>Температура накопителя: недоступна (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>Частичный результат: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+48"/>
        <source>Export JSON</source>
        <translation>Экспорт JSON</translation>
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
        <translation>Экспорт CSV</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Save PNG</source>
        <translation>Сохранить PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG image (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <location line="-110"/>
        <source>Choose a target volume or folder in the main window first.</source>
        <translation>Сначала выберите целевой том или папку в главном окне.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Aborting…</source>
        <translation>Прерывание…</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Aborted</source>
        <translation>Прервано</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Abort</source>
        <translation>Прервать</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>There is no result to export yet.</source>
        <translation>Пока нет результата для экспорта.</translation>
    </message>
    <message>
        <location line="-260"/>
        <source>A benchmark is running. Abort it and close?</source>
        <translation>Идёт тест. Прервать его и закрыть окно?</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Save as text…</source>
        <translation>Сохранить как текст…</translation>
    </message>
    <message>
        <location line="+263"/>
        <source>Save as text</source>
        <translation>Сохранить как текст</translation>
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
        <translation>Прервано до начала прогона; ничего не записано.</translation>
    </message>
</context>
</TS>
