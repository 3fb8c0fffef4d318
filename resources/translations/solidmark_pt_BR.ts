<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>SaveText</name>
    <message>
        <location filename="../../ui/desktop/save_file.cpp" line="+30"/>
        <source>%1
The result is still shown here; nothing is lost. Save it to another file?</source>
        <translation>%1
O resultado continua sendo exibido aqui; nada foi perdido. Salvá-lo em outro arquivo?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose another file…</source>
        <translation>Escolher outro arquivo…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The result was not saved to the history: %1</source>
        <translation>O resultado não foi salvo no histórico: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The result could not be saved to the history: %1</source>
        <translation>Não foi possível salvar o resultado no histórico: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 Nothing was run.</source>
        <translation>%1 Nada foi executado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1
Run anyway? You can export the result when the run ends.</source>
        <translation>%1
Executar mesmo assim? Você pode exportar o resultado quando a execução terminar.</translation>
    </message>
</context>
<context>
    <name>UiText</name>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+575"/>
        <source>benchmark</source>
        <translation>benchmark</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+209"/>
        <source>fio result</source>
        <translation>resultado do fio</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+98"/>
        <source>compression</source>
        <translation>compressão</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+102"/>
        <source>copy</source>
        <translation>cópia</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+367"/>
        <source>preset (CrystalDiskMark-style)</source>
        <translation>predefinição (estilo CrystalDiskMark)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+142"/>
        <source>workload profile</source>
        <translation>perfil de carga</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+138"/>
        <source>block-size sweep</source>
        <translation>varredura de tamanhos de bloco</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+142"/>
        <source>surface scan</source>
        <translation>varredura de superfície</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+236"/>
        <source>steady state</source>
        <translation>estado estável</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+258"/>
        <source>sustained write</source>
        <translation>gravação sustentada</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+169"/>
        <source>conditioning</source>
        <translation>condicionamento</translation>
    </message>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="+62"/>
        <source>%1 write</source>
        <extracomment>%1 is a test name kept as AS SSD prints it (Seq, 4K, 4K-64Thrd, Acc.time)</extracomment>
        <translation>%1 gravação</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 read</source>
        <translation>%1 leitura</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preparing test file</source>
        <translation>Preparando o arquivo de teste</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+14"/>
        <source>%1, pass %2 of %3</source>
        <translation>%1, passada %2 de %3</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 % compressible, write</source>
        <translation>%1 % compressível, gravação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % compressible, read</source>
        <translation>%1 % compressível, leitura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 copy</source>
        <translation>Cópia %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 mix (%2 % read), pass %3 of %4</source>
        <translation>%1 mista (%2 % leitura), passada %3 de %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 profile, queue depth %2</source>
        <translation>Perfil %1, profundidade de fila %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks, write</source>
        <translation>Blocos de %1, gravação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks, read</source>
        <translation>Blocos de %1, leitura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1</source>
        <translation>Rodada %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surface point %1 of %2</source>
        <translation>Ponto de superfície %1 de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequential fill</source>
        <translation>Preenchimento sequencial</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+239"/>
        <source>Conditioning</source>
        <translation>Condicionamento</translation>
    </message>
    <message>
        <location line="-237"/>
        <source>Sustained write</source>
        <translation>Gravação sustentada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filling the volume to %1 %</source>
        <translation>Enchendo o volume até %1 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resting %1 s (%2 of %3)</source>
        <translation>Repouso de %1 s (%2 de %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writing after rest %1 of %2</source>
        <translation>Gravação após o repouso %1 de %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Creating the test folder</source>
        <translation>Criando a pasta de teste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was left by an earlier SolidMark run that did not finish; remove it when no run is active.</source>
        <translation>%1 ficou de uma execução anterior do SolidMark que não terminou; remova-o quando nenhuma execução estiver ativa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed the leftover test folder %1</source>
        <translation>Pasta de teste remanescente %1 removida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not remove the leftover test folder %1</source>
        <translation>Não foi possível remover a pasta de teste remanescente %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the test folder</source>
        <translation>Removendo a pasta de teste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed the conditioning file kept for this run.</source>
        <translation>O arquivo de condicionamento mantido para esta execução foi removido.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Creating the %1 set (%n file(s), %2)</source>
        <translation>
            <numerusform>Criando o conjunto %1 (%n arquivo, %2)</numerusform>
            <numerusform>Criando o conjunto %1 (%n arquivos, %2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Verifying the %1 copy</source>
        <translation>Verificando a cópia %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the %1 set and its copy</source>
        <translation>Removendo o conjunto %1 e sua cópia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the conditioning file</source>
        <translation>Removendo o arquivo de condicionamento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeping the conditioning file in %1</source>
        <translation>Mantendo o arquivo de condicionamento em %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Resting %n second(s) before the next pass</source>
        <translation>
            <numerusform>Pausa de %n segundo antes da próxima passada</numerusform>
            <numerusform>Pausa de %n segundos antes da próxima passada</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 % full during the run (%2 % asked)</source>
        <translation>%1 % cheio durante o teste (%2 % pedido)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % full during the run</source>
        <translation>%1 % cheio durante o teste</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the %1 % level of a fill series</source>
        <translation>o nível de %1 % de uma série de preenchimento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 % level of a fill series (%2)</source>
        <translation>o nível de %1 % de uma série de preenchimento (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a fill series: %1 %</source>
        <translation>uma série de preenchimento: %1 %</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sustained write: %1 MB/s, %2 written, %3 left</source>
        <translation>Gravação sustentada: %1 MB/s, %2 gravados, %3 restantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conditioning: %1 MB/s, %2 written, %3 left</source>
        <translation>Condicionamento: %1 MB/s, %2 gravados, %3 restantes</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Filling the volume to %1 %: %2 written, %3 left</source>
        <translation>Enchendo o volume até %1 %: %2 gravados, faltam %3</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Writing the check&apos;s files</source>
        <translation>Gravando os arquivos da verificação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading the check&apos;s files back</source>
        <translation>Relendo os arquivos da verificação</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Wrote %1 (%2)</source>
        <translation>%1 gravado (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read back %1: %2 lost</source>
        <translation>%1 relido: %2 perdidos</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Resting, no I/O: %1 left</source>
        <translation>Em repouso, sem E/S: faltam %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Writing: %1 MB/s, %2 written, %3 left</source>
        <translation>Gravação: %1 MB/s, %2 gravados, faltam %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading back: %1 MB/s, %2 read, %3 left</source>
        <translation>Releitura: %1 MB/s, %2 lidos, faltam %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>ISO</source>
        <translation>ISO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Program</source>
        <translation>Programa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buffered</source>
        <translation>Com buffer</translation>
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
        <translation>Rede</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NOCOW</source>
        <translation>NOCOW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem compression</source>
        <translation>Compressão do sistema de arquivos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Valid data length</source>
        <translation>Comprimento de dados válidos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem encryption</source>
        <translation>Criptografia do sistema de arquivos</translation>
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
        <translation>%1 sobre %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Drive: %1  ·  Controller: %2</source>
        <translation>Unidade: %1  ·  Controlador: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>Pilha: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steady state</source>
        <translation>Estado estável</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window mean</source>
        <translation>Média da janela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min</source>
        <translation>Mín.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avg</source>
        <translation>Média</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max</source>
        <translation>Máx.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access time</source>
        <translation>Tempo de acesso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sustained average</source>
        <translation>Média sustentada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second</source>
        <translation>Segundo mais lento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before cache</source>
        <translation>Antes do cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After cache</source>
        <translation>Depois do cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache</source>
        <translation>Cache de gravação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total time</source>
        <translation>Tempo total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact data</source>
        <translation>Dados intactos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost data</source>
        <translation>Dados perdidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity write</source>
        <translation>Capacidade: gravação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity read</source>
        <translation>Capacidade: leitura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second write</source>
        <translation>Segundo mais lento de gravação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second read</source>
        <translation>Segundo mais lento de leitura</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Read</source>
        <translation>Leitura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Gravação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean µs</source>
        <translation>média µs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written GiB</source>
        <translation>GiB gravados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds</source>
        <translation>rodadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>latency (µs)</source>
        <translation>latência (µs)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 bytes/s)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 better</source>
        <translation>%1 melhor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 worse</source>
        <translation>%1 pior</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>incompressible</source>
        <translation>incompressível</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compressible, %1 % zeros</source>
        <translation>compressível, %1 % de zeros</translation>
    </message>
    <message>
        <location filename="../../ui/tools/history_dialog.cpp" line="+300"/>
        <source>imported peer result</source>
        <translation>resultado importado de outra ferramenta</translation>
    </message>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="-293"/>
        <source>Created the test folder %1</source>
        <translation>Pasta de teste %1 criada</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Left behind: %1 — remove it by hand</source>
        <translation>Deixado para trás: %1 — remova-o manualmente</translation>
    </message>
    <message>
        <location filename="../../ui/charts/fill_chart.cpp" line="+53"/>
        <source>% full during the run</source>
        <translation>% cheio durante o teste</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Write cache back after a rest</source>
        <translation>Cache de gravação recuperado após um repouso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rest (seconds)</source>
        <translation>Repouso (segundos)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Whole cache (first write)</source>
        <translation>Cache inteiro (primeira gravação)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recovered</source>
        <translation>Recuperado</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fill_choice.cpp" line="+15"/>
        <location filename="../../ui/text/ui_text.cpp" line="+24"/>
        <source>As found</source>
        <translation>Como está</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How full the volume is during the run: SolidMark first writes incompressible ballast into its own test folder up to this share of the volume, and removes it afterwards. A rising list runs the benchmark at each level (a fill series).</source>
        <translation>Quão cheio o volume fica durante o teste: o SolidMark primeiro grava lastro incompressível em sua própria pasta de teste até esta parte do volume e o remove depois. Uma lista crescente executa o teste em cada nível (uma série de preenchimento).</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+346"/>
        <source>capacity check</source>
        <translation>verificação de capacidade</translation>
    </message>
</context>
<context>
    <name>sm::compare</name>
    <message>
        <location filename="../../core/result/compare.cpp" line="+499"/>
        <location line="+1"/>
        <source>Throughput</source>
        <translation>Taxa de transferência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean latency</source>
        <translation>Latência média</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>99th percentile latency</source>
        <translation>Latência no percentil 99</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access time</source>
        <translation>Tempo de acesso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time taken</source>
        <translation>Tempo gasto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount written</source>
        <translation>Quantidade gravada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact and lost data</source>
        <translation>Dados intactos e perdidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache size</source>
        <translation>Tamanho do cache de gravação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds to steady state</source>
        <translation>Rodadas até o estado estável</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Scores</source>
        <translation>Pontuações</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.cpp" line="+375"/>
        <source>Write speed over the amount written</source>
        <translation>Velocidade de gravação pela quantidade gravada</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/result/capacity_report.cpp" line="+158"/>
        <source>GiB written</source>
        <translation>GiB gravados</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.cpp" line="+104"/>
        <source>Write speed over the block size</source>
        <translation>Velocidade de gravação pelo tamanho do bloco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the block size</source>
        <translation>Velocidade de leitura pelo tamanho do bloco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size</source>
        <translation>Tamanho do bloco</translation>
    </message>
    <message>
        <location filename="../../core/result/steady_result.cpp" line="+111"/>
        <source>IOPS per round</source>
        <translation>IOPS por rodada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <location filename="../../core/result/surface_result.cpp" line="+145"/>
        <source>Read speed over the span</source>
        <translation>Velocidade de leitura ao longo da extensão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position (% of the span)</source>
        <translation>Posição (% da extensão)</translation>
    </message>
    <message>
        <location filename="../../core/result/compression_result.cpp" line="+108"/>
        <source>Write speed over the compressibility</source>
        <translation>Velocidade de gravação pela compressibilidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the compressibility</source>
        <translation>Velocidade de leitura pela compressibilidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (%)</source>
        <translation>Compressibilidade (%)</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.cpp" line="+97"/>
        <source>Write speed while conditioning</source>
        <translation>Velocidade de gravação durante o condicionamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes</source>
        <translation>Minutos</translation>
    </message>
    <message>
        <location filename="../../core/result/run_report.cpp" line="+371"/>
        <source>Latency percentiles</source>
        <translation>Percentis de latência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentile</source>
        <translation>Percentil</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_report.cpp" line="-1"/>
        <source>Write speed over the capacity</source>
        <translation>Velocidade de gravação ao longo da capacidade</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read speed over the capacity</source>
        <translation>Velocidade de leitura ao longo da capacidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB read</source>
        <translation>GiB lidos</translation>
    </message>
</context>
<context>
    <name>sm::flag</name>
    <message>
        <location filename="../../core/device/target_flags.cpp" line="+27"/>
        <source>Direct I/O was refused, so this ran buffered: the results include the operating system&apos;s cache.</source>
        <translation>A E/S direta foi recusada, então o teste foi executado com buffer: os resultados incluem o cache do sistema operacional.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This measures memory, not a drive: the target is a RAM-backed volume (tmpfs, ramfs, zram or brd).</source>
        <translation>Isto mede memória, não uma unidade: o destino é um volume em RAM (tmpfs, ramfs, zram ou brd).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a FUSE filesystem: its daemon may cache, so the results may not reach the drive.</source>
        <translation>O destino é um sistema de arquivos FUSE: seu daemon pode usar cache, então os resultados podem não chegar à unidade.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a network or host-shared filesystem: this measures the network and the server, not a local drive.</source>
        <translation>O destino é um sistema de arquivos de rede ou compartilhado com o host: isto mede a rede e o servidor, não uma unidade local.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On btrfs the test file was created NOCOW (no compression, no checksums), so direct I/O is real.</source>
        <translation>No btrfs, o arquivo de teste foi criado NOCOW (sem compressão nem checksums), então a E/S direta é real.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The filesystem may compress the test data (NOCOW could not be set), so results can exceed what the drive itself does.</source>
        <translation>O sistema de arquivos pode comprimir os dados de teste (não foi possível definir NOCOW), então os resultados podem superar o que a própria unidade faz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Windows could not set the test file&apos;s valid data length (that needs an administrator), so NTFS extended it with the timed writes: each such write ran alone, whatever the queue depth.</source>
        <translation>O Windows não conseguiu definir o comprimento de dados válidos do arquivo de teste (isso exige um administrador), então o NTFS o estendeu com as gravações medidas: cada uma dessas gravações foi executada sozinha, qualquer que fosse a profundidade da fila.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The test file is encrypted by the filesystem (an EFS-encrypted folder): every write ran alone, and the results include the encryption.</source>
        <translation>O arquivo de teste é criptografado pelo sistema de arquivos (uma pasta criptografada com EFS): cada gravação foi executada sozinha, e os resultados incluem a criptografia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured by fio and imported, not by SolidMark&apos;s engine: fio&apos;s time windows, write data and flushes differ in the ways docs/methodology.md section 15 lists.</source>
        <translation>Medido pelo fio e importado, não pelo motor do SolidMark: as janelas de tempo, os dados gravados e os flushes do fio diferem nos pontos listados na seção 15 de docs/methodology.md.</translation>
    </message>
</context>
<context>
    <name>sm::kind</name>
    <message>
        <location filename="../../core/result/run_result.h" line="+86"/>
        <source>AS SSD benchmark</source>
        <translation>Benchmark AS SSD</translation>
    </message>
    <message>
        <location filename="../../core/result/compression_result.h" line="+28"/>
        <source>Compression benchmark</source>
        <translation>Benchmark de compressão</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.h" line="+26"/>
        <source>Drive conditioning</source>
        <translation>Condicionamento da unidade</translation>
    </message>
    <message>
        <location filename="../../core/result/copy_result.h" line="+31"/>
        <source>Copy benchmark</source>
        <translation>Benchmark de cópia</translation>
    </message>
    <message>
        <location filename="../../core/result/fio_result.h" line="+68"/>
        <source>fio result</source>
        <translation>resultado do fio</translation>
    </message>
    <message>
        <location filename="../../core/result/peer_result.h" line="+56"/>
        <source>Imported peer result (CrystalDiskMark, KDiskMark, AmorphousDiskMark)</source>
        <translation>Resultado importado de outra ferramenta (CrystalDiskMark, KDiskMark, AmorphousDiskMark)</translation>
    </message>
    <message>
        <location filename="../../core/result/preset_result.h" line="+62"/>
        <source>Queue-depth presets (CrystalDiskMark-style)</source>
        <translation>Predefinições de profundidade de fila (estilo CrystalDiskMark)</translation>
    </message>
    <message>
        <location filename="../../core/result/profile_result.h" line="+29"/>
        <source>Workload profile</source>
        <translation>Perfil de carga</translation>
    </message>
    <message>
        <location filename="../../core/result/steady_result.h" line="+32"/>
        <source>Steady state</source>
        <translation>Estado estável</translation>
    </message>
    <message>
        <location filename="../../core/result/surface_result.h" line="+30"/>
        <source>Surface scan</source>
        <translation>Varredura de superfície</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.h" line="+92"/>
        <source>Sustained write</source>
        <translation>Gravação sustentada</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.h" line="+22"/>
        <source>Block-size sweep</source>
        <translation>Varredura de tamanhos de bloco</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_result.h" line="+65"/>
        <source>Capacity check</source>
        <translation>Verificação de capacidade</translation>
    </message>
</context>
<context>
    <name>sm::peer</name>
    <message>
        <location filename="../../core/result/peer_result.cpp" line="+216"/>
        <source>KDiskMark&apos;s MB/s is fio&apos;s bandwidth in KiB/s divided by 1000: 1.024 x MiB/s, which reads 2.34 % below decimal MB/s. Its numbers are imported as written, not converted; its latency is fio&apos;s completion latency.</source>
        <translation>Os MB/s do KDiskMark são a largura de banda do fio em KiB/s dividida por 1000: 1,024 × MiB/s, 2,34 % abaixo dos MB/s decimais. Os valores são importados como escritos, sem conversão; a latência é a latência de conclusão do fio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AmorphousDiskMark&apos;s numbers are imported as written (its header says decimal MB/s, 10^6 bytes/s).</source>
        <translation>Os valores do AmorphousDiskMark são importados como escritos (seu cabeçalho indica MB/s decimais, 10^6 bytes/s).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SolidMark&apos;s own text export: the numbers as it printed them, MB/s to 3 decimals, IOPS to 1 and latency to 2.</source>
        <translation>A exportação de texto do próprio SolidMark: os valores como ele os imprimiu, MB/s com 3 casas decimais, IOPS com 1 e latência com 2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CrystalDiskMark&apos;s MB/s are decimal (10^6 bytes/s), as the presets print them; its IOPS are derived from MB/s and the block size. Imported as written.</source>
        <translation>Os MB/s do CrystalDiskMark são decimais (10^6 bytes/s), como as predefinições os imprimem; seus IOPS são derivados dos MB/s e do tamanho de bloco. Importado como escrito.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CrystalDiskMark 5 and 6 do not write their sequential rows&apos; block sizes: they are the ones those versions run (128 KiB with Q and T, 1 MiB at T=1).</source>
        <translation>O CrystalDiskMark 5 e 6 não escrevem o tamanho de bloco das linhas sequenciais: são os que essas versões usam (128 KiB com Q e T, 1 MiB com T=1).</translation>
    </message>
    <message>
        <location filename="../../core/result/compare.cpp" line="-293"/>
        <source>A fill series: of its levels, the one nearest the other results&apos; fill is compared.</source>
        <translation>Uma série de preenchimento: dos seus níveis, compara-se o mais próximo do preenchimento dos outros resultados.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every result is a fill series: each row pairs the levels of the same fill.</source>
        <translation>Todos os resultados são séries de preenchimento: cada linha emparelha os níveis do mesmo preenchimento.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>These results ran at different fills: a change between them is the fill&apos;s as much as the drive&apos;s.</source>
        <translation>Estes resultados rodaram com preenchimentos diferentes: uma diferença entre eles é tanto do preenchimento quanto da unidade.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Write-through is on: its writes went past the drive&apos;s cache. Not every result here has it on, so their write rows are not like with like.</source>
        <translation>A gravação direta está ativada: suas gravações passaram ao largo do cache da unidade. Nem todo resultado aqui a tem ativada, então suas linhas de gravação não são comparáveis.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write-through is off: its writes went into the drive&apos;s cache. Not every result here has it off, so their write rows are not like with like.</source>
        <translation>A gravação direta está desativada: suas gravações foram para o cache da unidade. Nem todo resultado aqui a tem desativada, então suas linhas de gravação não são comparáveis.</translation>
    </message>
</context>
<context>
    <name>sm::reason</name>
    <message>
        <location filename="../../core/util/reason_text.h" line="+20"/>
        <source>Reading the SMART data of {} needs smartctl (Debian: smartmontools), which is not installed.</source>
        <translation>Ler os dados SMART de {} requer o smartctl (Debian: smartmontools), que não está instalado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>smartctl did not answer for {} within {} s.</source>
        <translation>O smartctl não respondeu para {} em {} s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>smartctl gave no JSON for {} (exit status {}).</source>
        <translation>O smartctl não devolveu JSON para {} (status de saída {}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl read no health record</source>
        <translation>o smartctl não leu nenhum registro de saúde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl: {}</source>
        <translation>smartctl: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs root or the disk group. {}</source>
        <translation>Ler os dados SMART de {} requer root ou o grupo disk. {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs an administrator (Windows: access denied).</source>
        <translation>Ler os dados SMART de {} requer um administrador (Windows: acesso negado).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its SMART data (SMART_RCV_DRIVE_DATA, error {}).</source>
        <translation>{} não devolveu seus dados SMART (SMART_RCV_DRIVE_DATA, erro {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the NVMe health log of {} needs root ({}).</source>
        <translation>Ler o log de saúde NVMe de {} requer root ({}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened: {}.</source>
        <translation>Não é possível abrir {}: {}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} did not return its health log ({}).</source>
        <translation>{} não devolveu seu log de saúde ({}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its NVMe health log (IOCTL_STORAGE_QUERY_PROPERTY, error {}).</source>
        <translation>{} não devolveu seu log de saúde NVMe (IOCTL_STORAGE_QUERY_PROPERTY, erro {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} answered the NVMe health log query with {} bytes, too few for the page.</source>
        <translation>{} respondeu à consulta do log de saúde NVMe com {} bytes, poucos para a página.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No drive was found under the target.</source>
        <translation>Nenhuma unidade foi encontrada sob o destino.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target spans several drives; their health is read one drive at a time.</source>
        <translation>O destino abrange várias unidades; a saúde delas é lida uma unidade por vez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No NVMe controller was found for {}.</source>
        <translation>Nenhum controlador NVMe foi encontrado para {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This build of SolidMark reads no NVMe health log (built without libnvme).</source>
        <translation>Esta compilação do SolidMark não lê o log de saúde NVMe (compilada sem libnvme).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} ({}) has no health record that SolidMark can read: it is neither NVMe nor ATA.</source>
        <translation>{} ({}) não tem registro de saúde que o SolidMark consiga ler: não é NVMe nem ATA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown bus</source>
        <translation>barramento desconhecido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s health was not recorded with this result.</source>
        <translation>A saúde da unidade não foi registrada com este resultado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drive&apos;s health record could not be read.</source>
        <translation>Não foi possível ler o registro de saúde da unidade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive does not count the bytes written to it (or its unit is unknown).</source>
        <translation>A unidade não conta os bytes gravados nela (ou a unidade de medida é desconhecida).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s written counter went backwards during the run.</source>
        <translation>O contador de gravação da unidade retrocedeu durante o teste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s media errors grew from {} to {} during this run.</source>
        <translation>Os erros de mídia da unidade aumentaram de {} para {} durante este teste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive set a critical warning during this run: {}.</source>
        <translation>A unidade emitiu um aviso crítico durante este teste: {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run ended before the drive&apos;s health was read again.</source>
        <translation>O teste terminou antes de a saúde da unidade ser lida novamente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no physical drive found under the target</source>
        <translation>nenhuma unidade física encontrada sob o destino</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} does not report a temperature (StorageDeviceTemperatureProperty)</source>
        <translation>{} não informa temperatura (StorageDeviceTemperatureProperty)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no single drive under the target</source>
        <translation>não há uma única unidade sob o destino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no hwmon sensor for {}</source>
        <translation>nenhum sensor hwmon para {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no hwmon sensor for {}, and the NVMe health log of {} is not readable (it needs root)</source>
        <translation>nenhum sensor hwmon para {}, e o log de saúde NVMe de {} não pode ser lido (requer root)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sensor gave no reading</source>
        <translation>o sensor não forneceu leitura</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no block device</source>
        <translation>nenhum dispositivo de bloco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open the device</source>
        <translation>não é possível abrir o dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the device&apos;s size</source>
        <translation>não é possível ler o tamanho do dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device too small</source>
        <translation>dispositivo pequeno demais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 not available</source>
        <translation>udisks2 indisponível</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not authorised</source>
        <translation>não autorizado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 does not know the device</source>
        <translation>o udisks2 não conhece o dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no direct I/O on the device from udisks2</source>
        <translation>sem E/S direta no dispositivo pelo udisks2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 could not open the device</source>
        <translation>o udisks2 não conseguiu abrir o dispositivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no block device found for the target</source>
        <translation>nenhum dispositivo de bloco encontrado para o destino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened read-only: {}</source>
        <translation>não é possível abrir {} somente para leitura: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Through udisks2: {}</source>
        <translation>Pelo udisks2: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the size of {}: {}</source>
        <translation>não é possível ler o tamanho de {}: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} holds {}, less than the {} needed</source>
        <translation>{} comporta {}, menos que os {} necessários</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open &apos;{}&apos;: {}.</source>
        <translation>Não é possível abrir &apos;{}&apos;: {}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no system bus: {}</source>
        <translation>sem barramento do sistema: {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has no block object for {}</source>
        <translation>o udisks2 não tem objeto de bloco para {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 not available on this platform</source>
        <translation>o udisks2 não está disponível nesta plataforma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no answer</source>
        <translation>sem resposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit could not ask (no authentication agent answered)</source>
        <translation>{}: {}; o polkit não pôde perguntar (nenhum agente de autenticação respondeu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit would ask for a password (--authorize, or Allow in the GUI&apos;s question)</source>
        <translation>{}: {}; o polkit pediria uma senha (--authorize, ou Permitir na pergunta da interface)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot build the udisks2 call: {}</source>
        <translation>não é possível montar a chamada ao udisks2: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 OpenDevice: a reply without a file descriptor</source>
        <translation>udisks2 OpenDevice: uma resposta sem descritor de arquivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot keep the descriptor: {}</source>
        <translation>não é possível manter o descritor: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 returned a descriptor that is not read-only; not used</source>
        <translation>o udisks2 devolveu um descritor que não é somente leitura; não usado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>O_DIRECT could not be set ({}) nor the descriptor reopened with it ({})</source>
        <translation>não foi possível ativar O_DIRECT ({}) nem reabrir o descritor com ele ({})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by udisks2</source>
        <translation>O_DIRECT pelo udisks2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT set with fcntl</source>
        <translation>O_DIRECT ativado com fcntl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by reopening the descriptor</source>
        <translation>O_DIRECT ao reabrir o descritor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opened through udisks2 ({}, {})</source>
        <translation>aberto pelo udisks2 ({}, {})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}</source>
        <translation>dispositivo inteiro {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}, {}</source>
        <translation>dispositivo inteiro {}, {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 names no drive for {}</source>
        <translation>o udisks2 não indica unidade para {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 reads no ATA SMART for {}: its drive has no Drive.Ata interface</source>
        <translation>o udisks2 não lê ATA SMART para {}: a unidade não tem a interface Drive.Ata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} has SMART turned off (udisks2)</source>
        <translation>{} está com SMART desativado (udisks2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} does not support SMART (udisks2)</source>
        <translation>{} não suporta SMART (udisks2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has not read the SMART data of {} yet; --authorize lets it read them now (polkit may ask)</source>
        <translation>o udisks2 ainda não leu os dados SMART de {}; --authorize permite lê-los agora (o polkit pode perguntar)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>udisks2 SmartGetAttributes: a reply SolidMark cannot read</source>
        <translation>udisks2 SmartGetAttributes: uma resposta que o SolidMark não consegue ler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permission denied</source>
        <translation>Permissão negada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operation not permitted</source>
        <translation>Operação não permitida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such file or directory</source>
        <translation>Arquivo ou diretório inexistente</translation>
    </message>
</context>
<context>
    <name>smui::CapacityDialog</name>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="-312"/>
        <source>changed</source>
        <translation>alterado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overwritten</source>
        <translation>sobrescrito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corrupted</source>
        <translation>corrompido</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the check ended before every file was read back</source>
        <translation>a verificação terminou antes de reler todos os arquivos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the check was aborted at %1</source>
        <translation>a verificação foi interrompida em %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the volume became full at %1</source>
        <translation>o volume ficou cheio em %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive went away at %1</source>
        <translation>a unidade desapareceu em %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file system became read-only at %1</source>
        <translation>o sistema de arquivos ficou somente leitura em %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing failed at %1</source>
        <translation>a gravação falhou em %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading failed at %1</source>
        <translation>a leitura falhou em %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Capacity check</source>
        <translation>Verificação de capacidade</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1
Does the drive hold what it claims? Fills the free space with files in the format of f3 and H2testw, reads them back and checks every 512-byte sector. The files are removed afterwards unless kept.</source>
        <translation>Destino: %1
A unidade guarda o que promete? Preenche o espaço livre com arquivos no formato do f3 e do H2testw, relê-os e verifica cada setor de 512 bytes. Depois os arquivos são removidos, a menos que sejam mantidos.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All the free space</source>
        <translation>Todo o espaço livre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>50 % of the free space</source>
        <translation>50 % do espaço livre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>25 % of the free space</source>
        <translation>25 % do espaço livre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The test size (%1)</source>
        <translation>O tamanho do teste (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 GiB (f3read and H2testw read them)</source>
        <translation>1 GiB (o f3read e o H2testw os leem)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep the files</source>
        <translation>Manter os arquivos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only read back the files in the target</source>
        <translation>Apenas reler os arquivos do destino</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Amount:</source>
        <translation>Quantidade:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files:</source>
        <translation>Arquivos:</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+175"/>
        <source>Write</source>
        <translation>Gravação</translation>
    </message>
    <message>
        <location line="-174"/>
        <location line="+175"/>
        <source>Read</source>
        <translation>Leitura</translation>
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
        <translation>Velocidade ao longo da capacidade, a cada meio segundo</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Verdict: ----</source>
        <translation>Veredito: ----</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Genuine: all %1 written read back intact.</source>
        <translation>Autêntica: todos os %1 gravados foram relidos intactos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fake: only the first %1 hold their data; what was written past that reads back as zeros.</source>
        <translation>Falsa: só os primeiros %1 guardam seus dados; o que foi gravado além disso é relido como zeros.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fake: only the first %1 hold their data; what was written past that is lost.</source>
        <translation>Falsa: só os primeiros %1 guardam seus dados; o que foi gravado além disso se perdeu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wraps around: data written past %1 overwrote earlier data.</source>
        <translation>Dá a volta: os dados gravados além de %1 sobrescreveram dados anteriores.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Corrupts data: %1 sectors came back damaged (%2 changed, %3 overwritten, %4 corrupted); %5 could not be read.</source>
        <translation>Corrompe dados: %1 setores voltaram danificados (%2 alterados, %3 sobrescritos, %4 corrompidos); %5 não puderam ser lidos.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopped: %1; nothing was read back.</source>
        <translation>Interrompida: %1; nada foi relido.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: %1; the %2 verified before that read back intact.</source>
        <translation>Interrompida: %1; os %2 verificados antes foram relidos intactos.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The check ended early: %1.</source>
        <translation>A verificação terminou antes: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announced: drive %1, file system %2. Real capacity (intact data): %3.</source>
        <translation>Anunciado: unidade %1, sistema de arquivos %2. Capacidade real (dados intactos): %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Written %1, intact %2, lost %3: %4 changed, %5 overwritten, %6 corrupted, %7 unreadable sectors.</source>
        <translation>Gravado %1, intacto %2, perdido %3: %4 alterados, %5 sobrescritos, %6 corrompidos, %7 setores ilegíveis.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 MB/s on average, %3 to %4 MB/s per file, slowest second %5 MB/s.</source>
        <translation>%1: %2 MB/s em média, de %3 a %4 MB/s por arquivo, segundo mais lento %5 MB/s.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First bad sector: %1.h2w at %2, expected offset %3, found %4 (%5).</source>
        <translation>Primeiro setor ruim: %1.h2w em %2, deslocamento esperado %3, encontrado %4 (%5).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Files of %1: f3read and H2testw read only 1 GiB files.</source>
        <translation>Arquivos de %1: o f3read e o H2testw só leem arquivos de 1 GiB.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The files are kept in %1.</source>
        <translation>Os arquivos foram mantidos em %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Speed over the capacity, per file</source>
        <translation>Velocidade ao longo da capacidade, por arquivo</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 per cell</source>
        <translation>%1 por célula</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target: %1    read back the .h2w files in %2</source>
        <translation>Destino: %1    relidos os arquivos .h2w de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1    %2 in files of %3, read back with direct I/O</source>
        <translation>Destino: %1    %2 em arquivos de %3, relidos com E/S direta</translation>
    </message>
</context>
<context>
    <name>smui::CapacityMap</name>
    <message>
        <location filename="../../ui/charts/capacity_map.cpp" line="+23"/>
        <source>not reached</source>
        <translation>não alcançados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written, not read back yet</source>
        <translation>gravados, ainda não relidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intact</source>
        <translation>intactos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partly lost</source>
        <translation>perdidos em parte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>perdidos</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>%1; each cell of the map is a slice of %2 files</source>
        <translation>%1; cada célula do mapa é uma faixa de %2 arquivos</translation>
    </message>
</context>
<context>
    <name>smui::ChartUtil</name>
    <message>
        <location filename="../../ui/charts/chart_util.cpp" line="+263"/>
        <source>Chart</source>
        <translation>Gráfico</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chart of the figures in the results table</source>
        <translation>Um gráfico dos valores da tabela de resultados</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The measured figures, one row each</source>
        <translation>Os valores medidos, uma linha cada</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>No data yet</source>
        <translation>Ainda sem dados</translation>
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
        <translation>Parando — SolidMark</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopping… removing the test file</source>
        <translation>Parando… removendo o arquivo de teste</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close anyway (leave the file)</source>
        <translation>Fechar mesmo assim (deixar o arquivo)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Waiting %1 s for the engine to stop and the drive to remove the file.</source>
        <translation>Aguardando %1 s para o mecanismo parar e a unidade remover o arquivo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, the test folder may stay on the drive.</source>
        <translation>Isso está demorando: a unidade pode estar lenta ou sem resposta. Se você fechar agora, a pasta de teste pode ficar na unidade.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, %1 stays on the drive and you must remove it by hand.</source>
        <translation>Isso está demorando: a unidade pode estar lenta ou sem resposta. Se você fechar agora, %1 fica na unidade e você terá de removê-lo manualmente.</translation>
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
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>test size %1</source>
        <translation>tamanho do teste %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>test sizes %1 to %2</source>
        <translation>tamanhos do teste de %1 a %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to %2</source>
        <comment>a range of dates</comment>
        <translation>de %1 a %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/compare_bars.cpp" line="+55"/>
        <source>higher is better</source>
        <translation>maior é melhor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lower is better</source>
        <translation>menor é melhor</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>change in % against %1</source>
        <translation>variação em % em relação a %1</translation>
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
        <translation>Linhas tracejadas: onde o cache de gravação de cada resultado se esgotou</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>logarithmic scale</source>
        <translation>escala logarítmica</translation>
    </message>
</context>
<context>
    <name>smui::CompareDialog</name>
    <message>
        <location filename="../../ui/tools/compare_dialog.cpp" line="+48"/>
        <source>Compare results: %1 — SolidMark</source>
        <translation>Comparar resultados: %1 — SolidMark</translation>
    </message>
    <message>
        <location filename="../../ui/charts/speed_chart.cpp" line="+35"/>
        <source>R</source>
        <comment>short for read</comment>
        <translation>L</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>W</source>
        <comment>short for write</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compare_dialog.cpp" line="+66"/>
        <source>Name (click to edit)</source>
        <translation>Nome (clique para editar)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (UTC)</source>
        <translation>Data (UTC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>Origem</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move up</source>
        <translation>Mover para cima</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>Mover para baixo</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Best first</source>
        <translation>Melhor primeiro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As listed</source>
        <translation>Como na lista</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chart:</source>
        <translation>Gráfico:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reference:</source>
        <translation>Referência:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highlight:</source>
        <translation>Destacar:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars:</source>
        <translation>Barras:</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Fill</source>
        <translation>Preenchimento</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Width:</source>
        <translation>Largura:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scale:</source>
        <translation>Escala:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Theme:</source>
        <translation>Tema:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save SVG…</source>
        <translation>Salvar SVG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Exportar JSON…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+210"/>
        <source>This build of SolidMark has no Qt Svg; save a PNG instead</source>
        <translation>Esta compilação do SolidMark não tem Qt Svg; salve um PNG em vez disso</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>None</source>
        <translation>Nenhum</translation>
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
        <translation> (referência)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Test</source>
        <translation>Teste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The best value of this row</source>
        <translation>O melhor valor desta linha</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>SVG image (*.svg)</source>
        <translation>Imagem SVG (*.svg)</translation>
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
        <translation>Salvar a comparação</translation>
    </message>
    <message>
        <location line="-236"/>
        <source>Save PNG…</source>
        <translation>Salvar PNG…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>PNG image (*.png)</source>
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <location line="-207"/>
        <source>%1 and %2</source>
        <comment>two kinds of result compared</comment>
        <translation>%1 e %2</translation>
    </message>
</context>
<context>
    <name>smui::CompressionDialog</name>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="-78"/>
        <source>Compression benchmark</source>
        <translation>Benchmark de compressão</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target: %1    Test size: %2 (%3 per point, 1 MB blocks, QD1, unbuffered)</source>
        <translation>Destino: %1    Tamanho do teste: %2 (%3 por ponto, blocos de 1 MB, QD1, sem buffer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed by compressibility</source>
        <translation>Velocidade conforme a compressibilidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Leitura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Gravação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (share of zero bytes, %)</source>
        <translation>Compressibilidade (proporção de bytes zero, %)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Read MB/s</source>
        <translation>Leitura MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write MB/s</source>
        <translation>Gravação MB/s</translation>
    </message>
</context>
<context>
    <name>smui::ConditionDialog</name>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="-145"/>
        <source>Condition drive</source>
        <translation>Condicionar unidade</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Random 128 KiB incompressible writes over a conditioning file, to bring the drive to its used (steady) state before a run labelled &quot;conditioned&quot;. At least 2 GiB stay free.</source>
        <translation>Destino: %1
Gravações aleatórias incompressíveis de 128 KiB sobre um arquivo de condicionamento, para levar a unidade ao estado de uso (estável) antes de uma execução rotulada &quot;conditioned&quot;. Pelo menos 2 GiB continuam livres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>50 % of the free space</source>
        <translation>50 % do espaço livre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>25 % do espaço livre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75 % of the free space</source>
        <translation>75 % do espaço livre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>O tamanho do teste (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>minutes</source>
        <translation>minutos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB written</source>
        <translation>GiB gravados</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One sequential pass over the file first</source>
        <translation>Primeiro uma passada sequencial pelo arquivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the file during the next run (removed when it ends)</source>
        <translation>Manter o arquivo durante a próxima execução (removido quando ela terminar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File size:</source>
        <translation>Tamanho do arquivo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after:</source>
        <translation>Parar após:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write speed while conditioning</source>
        <translation>Velocidade de gravação durante o condicionamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random 128 KiB write</source>
        <translation>Gravação aleatória de 128 KiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (s)</source>
        <translation>Tempo (s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s, after a %6 s sequential fill.</source>
        <translation>%1 condicionado: um arquivo de %2, %3 de gravações aleatórias de 128 KiB em %4 s = %5 MB/s, após um preenchimento sequencial de %6 s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s.</source>
        <translation>%1 condicionado: um arquivo de %2, %3 de gravações aleatórias de 128 KiB em %4 s = %5 MB/s.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>MB/s per second: first %1, last %2, min %3, max %4 (%n sample(s))</source>
        <translation>
            <numerusform>MB/s por segundo: primeiro %1, último %2, mín. %3, máx. %4 (%n amostra)</numerusform>
            <numerusform>MB/s por segundo: primeiro %1, último %2, mín. %3, máx. %4 (%n amostras)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is kept in %1 until the next run on this target ends.</source>
        <translation>O arquivo fica em %1 até terminar a próxima execução neste destino.</translation>
    </message>
</context>
<context>
    <name>smui::CopyDialog</name>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="-76"/>
        <source>Copy benchmark</source>
        <translation>Benchmark de cópia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Scale: %2 (test size %3; 1 GiB = full-size sets)
Each set is created, flushed and evicted from the cache, then copied on the same volume; the time includes flushing the copy.</source>
        <translation>Destino: %1    Escala: %2 (tamanho do teste %3; 1 GiB = conjuntos em tamanho real)
Cada conjunto é criado, gravado no disco e retirado do cache, depois copiado no mesmo volume; o tempo inclui a gravação da cópia no disco.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speed</source>
        <translation>Velocidade</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files</source>
        <translation>Arquivos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>smui::Elevation</name>
    <message>
        <location filename="../../ui/desktop/elevation.cpp" line="+65"/>
        <source>the restart was declined</source>
        <translation>a reinicialização foi recusada</translation>
    </message>
</context>
<context>
    <name>smui::HealthDialog</name>
    <message>
        <location filename="../../ui/panels/health_view.cpp" line="+26"/>
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>Origem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Health</source>
        <translation>Saúde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why not</source>
        <translation>Por que não</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Critical warning</source>
        <translation>Aviso crítico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available spare</source>
        <translation>Reserva disponível</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spare threshold</source>
        <translation>Limite da reserva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentage used</source>
        <translation>Porcentagem usada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data read</source>
        <translation>Dados lidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data written</source>
        <translation>Dados gravados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power-on hours</source>
        <translation>Horas ligado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power cycles</source>
        <translation>Ciclos de energia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsafe shutdowns</source>
        <translation>Desligamentos inseguros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Media errors</source>
        <translation>Erros de mídia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error log entries</source>
        <translation>Entradas do registro de erros</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>critical warning (%1)</source>
        <translation>aviso crítico (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning</source>
        <translation>aviso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>unknown: %1</source>
        <translation>desconhecido: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 % used</source>
        <translation>%1 % usado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the drive counted %1 written during this run (SolidMark wrote %2)</source>
        <translation>a unidade contou %1 gravados durante esta execução (o SolidMark gravou %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive counted %1 written during this run</source>
        <translation>a unidade contou %1 gravados durante esta execução</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drive health</source>
        <translation>Saúde da unidade</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attribute</source>
        <translation>Atributo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Worst</source>
        <translation>Pior</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threshold</source>
        <translation>Limite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raw</source>
        <translation>Bruto</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Read again</source>
        <translation>&amp;Ler novamente</translation>
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
        <translation>Histórico — SolidMark</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved results in %1</source>
        <translation>Resultados salvos em %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+225"/>
        <source>The history cannot be opened: %1</source>
        <translation>Não é possível abrir o histórico: %1</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>Filter by drive (model or serial)</source>
        <translation>Filtrar por unidade (modelo ou número de série)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drive:</source>
        <translation>Unidade:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (UTC)</source>
        <translation>Data (UTC)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Label</source>
        <translation>Rótulo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Leitura</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>Gravação</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select two or more results of the same kind (up to 26), or imported peer results and preset runs</source>
        <translation>Selecione dois ou mais resultados do mesmo tipo (até 26), ou resultados importados de outras ferramentas e execuções de predefinições</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Exportar JSON…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Delete the %n selected result(s) from the history?</source>
        <translation>
            <numerusform>Excluir do histórico o resultado selecionado (%n)?</numerusform>
            <numerusform>Excluir do histórico os %n resultados selecionados?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export JSON</source>
        <translation>Exportar JSON</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Store a SolidMark result JSON, or a text saved by CrystalDiskMark 5–9, KDiskMark or AmorphousDiskMark</source>
        <translation>Salvar um resultado JSON do SolidMark, ou um texto salvo pelo CrystalDiskMark 5–9, KDiskMark ou AmorphousDiskMark</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Every result SolidMark reads (*.txt *.json)</source>
        <translation>Todos os resultados que o SolidMark lê (*.txt *.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CrystalDiskMark text (*.txt)</source>
        <translation>Texto do CrystalDiskMark (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KDiskMark text (*.txt)</source>
        <translation>Texto do KDiskMark (*.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AmorphousDiskMark text (*.txt)</source>
        <translation>Texto do AmorphousDiskMark (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SolidMark result JSON (*.json)</source>
        <translation>Resultado JSON do SolidMark (*.json)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import a result</source>
        <translation>Importar um resultado</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot import %1:
%2
Nothing was stored.</source>
        <translation>Não é possível importar %1:
%2
Nada foi salvo.</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>%1 (local time)</source>
        <comment>a date whose time zone is not known</comment>
        <translation>%1 (hora local)</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected benchmark run in the main window</source>
        <translation>Mostrar a execução selecionada na janela principal</translation>
    </message>
</context>
<context>
    <name>smui::MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+265"/>
        <source>Whole-drive access time</source>
        <translation>Tempo de acesso na unidade inteira</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Reading the whole drive needs your permission; nothing is written.

Allow it and your desktop may ask for your password. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>Ler a unidade inteira precisa da sua permissão; nada é gravado.

Se permitir, sua área de trabalho pode pedir sua senha. Com um arquivo de teste, a leitura do tempo de acesso abrange o arquivo de teste, e o resultado informa isso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allow</source>
        <translation>Permitir</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Use a test file instead</source>
        <translation>Usar um arquivo de teste</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-74"/>
        <source>Acc.time read spanned the test file, not the whole drive: %1.</source>
        <translation>A leitura de Acc.time abrangeu o arquivo de teste, não a unidade inteira: %1.</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>&amp;Write-through (writes past the drive&apos;s cache)</source>
        <translation>&amp;Gravação direta (sem o cache da unidade)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every write of the test file completes only once it is past the drive&apos;s volatile cache (FUA), as AS SSD is said to write. Off: direct I/O alone, as CrystalDiskMark and fio.</source>
        <translation>Cada gravação do arquivo de teste só termina depois de passar pelo cache volátil da unidade (FUA), como se diz que o AS SSD grava. Desativada: apenas E/S direta, como o CrystalDiskMark e o fio.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Dri&amp;ve health…</source>
        <translation>S&amp;aúde da unidade…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>  ·  write-through</source>
        <translation>  ·  gravação direta</translation>
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
        <translation>Incompressível</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressible (%1 % zeros)</source>
        <translation>Compressível (%1 % de zeros)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Choose a target volume or folder first.</source>
        <translation>Escolha primeiro um volume ou uma pasta de destino.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Reading the whole drive needs an administrator on Windows; nothing is written.

Restart SolidMark as administrator (Windows asks you to confirm) and the run starts again there. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>Ler a unidade inteira no Windows exige um administrador; nada é gravado.

Reinicie o SolidMark como administrador (o Windows pede confirmação) e o teste recomeça lá. Com um arquivo de teste, a leitura do tempo de acesso abrange o arquivo de teste, e o resultado informa isso.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>SolidMark was not restarted as administrator: %1. Nothing was run.</source>
        <translation>O SolidMark não foi reiniciado como administrador: %1. Nada foi executado.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Restart as administrator</source>
        <translation>Reiniciar como administrador</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Aborting…</source>
        <translation>Interrompendo…</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../ui/window/main_window_view.cpp" line="-360"/>
        <location line="+170"/>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Abort</source>
        <translation>Interromper</translation>
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
        <translation>Concluído</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>Finished; the test folder has been removed.</source>
        <translation>Concluído; a pasta de teste foi removida.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 It is still shown here: File → Export JSON… saves it.</source>
        <translation>%1 Ele continua sendo exibido aqui: Arquivo → Exportar JSON… o salva.</translation>
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
        <translation>Comparar com a última execução out-of-box desta unidade?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Aborted</source>
        <translation>Interrompido</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+37"/>
        <source>Failed</source>
        <translation>Falhou</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Wait for the running benchmark to finish, or abort it, before starting another.</source>
        <translation>Aguarde o benchmark em andamento terminar, ou interrompa-o, antes de iniciar outro.</translation>
    </message>
    <message>
        <location line="-271"/>
        <location line="+353"/>
        <location filename="../../ui/window/main_window_view.cpp" line="-9"/>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <location line="-537"/>
        <source>A benchmark is running. Abort it and remove its test folder?</source>
        <translation>Um benchmark está em andamento. Interrompê-lo e remover sua pasta de teste?</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-33"/>
        <location line="+23"/>
        <source>There is no result to export yet.</source>
        <translation>Ainda não há resultado para exportar.</translation>
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
        <translation>Texto (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+0"/>
        <location filename="../../ui/window/main_window_files.cpp" line="+6"/>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+36"/>
        <source>Cannot import %1:
%2
Choose a JSON file exported by SolidMark.</source>
        <translation>Não é possível importar %1:
%2
Escolha um arquivo JSON exportado pelo SolidMark.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Showing %1</source>
        <translation>Exibindo %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Import fio result</source>
        <translation>Importar resultado do fio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fio JSON output (*.json);;All files (*)</source>
        <translation>Saída JSON do fio (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot import %1:
%2
Choose the output of fio --output-format=json or json+.</source>
        <translation>Não é possível importar %1:
%2
Escolha a saída de fio --output-format=json ou json+.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>fio result: %1</source>
        <translation>Resultado do fio: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Showing %1 (measured by fio)</source>
        <translation>Exibindo %1 (medido pelo fio)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;As in AS SSD, with all values in MB/s (MiB/s):&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × SeqRead + 4K Read + 4K-64Thrd Read
Write = 0.1 × SeqWrite + 4K Write + 4K-64Thrd Write
Total = 0.1 × SeqRead + 0.15 × SeqWrite + 2 × 4K Read
        + 4K Write + 1.5 × 4K-64Thrd Read + 4K-64Thrd Write&lt;/pre&gt;&lt;p&gt;Access time does not count. A score appears only when all of its inputs were measured in this run.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Como no AS SSD, com todos os valores em MB/s (MiB/s):&lt;/p&gt;&lt;pre&gt;Leitura  = 0,1 × SeqRead + 4K Read + 4K-64Thrd Read
Gravação = 0,1 × SeqWrite + 4K Write + 4K-64Thrd Write
Total    = 0,1 × SeqRead + 0,15 × SeqWrite + 2 × 4K Read
           + 4K Write + 1,5 × 4K-64Thrd Read + 4K-64Thrd Write&lt;/pre&gt;&lt;p&gt;O tempo de acesso não conta. Uma pontuação só aparece quando todas as suas entradas foram medidas nesta execução.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;This run:&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × %1 + %2 + %3 = %4
Write = 0.1 × %5 + %6 + %7 = %8
Total = 0.1 × %1 + 0.15 × %5 + 2 × %2 + %6 + 1.5 × %3 + %7 = %9&lt;/pre&gt;</source>
        <translation>&lt;p&gt;Esta execução:&lt;/p&gt;&lt;pre&gt;Leitura  = 0,1 × %1 + %2 + %3 = %4
Gravação = 0,1 × %5 + %6 + %7 = %8
Total    = 0,1 × %1 + 0,15 × %5 + 2 × %2 + %6 + 1,5 × %3 + %7 = %9&lt;/pre&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How scores are computed</source>
        <translation>Como as pontuações são calculadas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a folder on the drive to test</source>
        <translation>Escolha uma pasta na unidade a testar</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-185"/>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>média</translation>
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
        <translation>máx.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Completion latency of each I/O, in microseconds</source>
        <translation>Latência de conclusão de cada E/S, em microssegundos</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Latency (µs)</source>
        <translation>Latência (µs)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Target</source>
        <translation>Destino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test size</source>
        <translation>Tamanho do teste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test data</source>
        <translation>Dados de teste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill</source>
        <translation>Preenchimento</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+170"/>
        <source>Label</source>
        <translation>Rótulo</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>Start the benchmark; Esc aborts a running one</source>
        <translation>Iniciar o benchmark; Esc interrompe um em andamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress</source>
        <translation>Progresso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The running test and how far it is</source>
        <translation>O teste em andamento e quanto já avançou</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run the %1 test</source>
        <translation>Executar o teste %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Volume or folder to test. SolidMark writes only inside its own SolidMark-* folder there and removes it afterwards.</source>
        <translation>Volume ou pasta a testar. O SolidMark grava apenas dentro da sua própria pasta SolidMark-* ali e a remove depois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose folder…</source>
        <translation>Escolher pasta…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size of the test file</source>
        <translation>Tamanho do arquivo de teste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Incompressible: fresh random data, what AS SSD measures.
Compressible: a share of every 4 KiB is zeros (controllers that compress look faster).</source>
        <translation>Incompressível: dados aleatórios novos, o que o AS SSD mede.
Compressível: uma parte de cada bloco de 4 KiB é de zeros (controladores que comprimem parecem mais rápidos).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Health</source>
        <translation>Saúde</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+225"/>
        <source>Read</source>
        <translation>Leitura</translation>
    </message>
    <message>
        <location line="-224"/>
        <location line="+224"/>
        <source>Write</source>
        <translation>Gravação</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Score:</source>
        <translation>Pontuação:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Total:</source>
        <translation>Total:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Saved with the run in the history: out-of-box, conditioned, or any text</source>
        <translation>Salvo com a execução no histórico: out-of-box, conditioned ou qualquer texto</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;screenshot…</source>
        <translation>Salvar &amp;captura de tela…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save screenshot</source>
        <translation>Salvar captura de tela</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>Imagens PNG (*.png)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export &amp;JSON…</source>
        <translation>Exportar &amp;JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;CSV…</source>
        <translation>Exportar CS&amp;V…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;text…</source>
        <translation>Exportar &amp;texto…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import &amp;fio result…</source>
        <translation>Importar resultado do &amp;fio…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy results as text</source>
        <translation>&amp;Copiar resultados como texto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Acc.time read</source>
        <translation>Leitura do tempo de &amp;acesso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whole &amp;device (AS SSD)</source>
        <translation>Unidade &amp;inteira (AS SSD)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test file</source>
        <translation>Arquivo de &amp;teste</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
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
        <translation>I&amp;dioma</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System default</source>
        <translation>Padrão do sistema</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Dark</source>
        <translation>&amp;Escuro</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How scores are &amp;computed</source>
        <translation>Como as pontuações são &amp;calculadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;log folder</source>
        <translation>Abrir a pasta de &amp;logs</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;About SolidMark</source>
        <translation>&amp;Sobre o SolidMark</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About SolidMark</source>
        <translation>Sobre o SolidMark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;An open-source SSD benchmark in the tradition of AS SSD Benchmark.&lt;/p&gt;&lt;p&gt;Qt %2, spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;License: GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;Um benchmark de SSD de código aberto na tradição do AS SSD Benchmark.&lt;/p&gt;&lt;p&gt;Qt %2, spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;Licença: GNU GPL versão 3 ou posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Tools</source>
        <translation>&amp;Ferramentas</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;History…</source>
        <translation>&amp;Histórico…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test: %1. Direction: %2. Value: %3.</source>
        <translation>Teste: %1. Direção: %2. Valor: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 I/Os of %2 B in %3 s
latency mean %4 µs, p99 %5 µs</source>
        <translation>%1 E/S de %2 B em %3 s
latência média %4 µs, p99 %5 µs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
Span: the whole device</source>
        <translation>
Abrangência: a unidade inteira</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
Span: the test file (%1)</source>
        <translation>
Abrangência: o arquivo de teste (%1)</translation>
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
        <translation>  ·  COM BUFFER (em cache, não comparável)</translation>
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
        <translation>  ·  sem temperatura (%1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Throttling: %1 at %2 s was %3 % below its speed before the drive reached its warning temperature of %4 °C.</source>
        <translation>Limitação térmica: %1 aos %2 s estava %3 % abaixo da sua velocidade antes de a unidade atingir sua temperatura de alerta de %4 °C.</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="+76"/>
        <source>%1 (%2), %3, %4 free</source>
        <translation>%1 (%2), %3, %4 livres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1</source>
        <translation>Pasta: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device: %1</source>
        <translation>Dispositivo: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filesystem: %1</source>
        <translation>Sistema de arquivos: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size: %1</source>
        <translation>Tamanho: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free: %1</source>
        <translation>Livre: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>Pilha: %1</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Controller</source>
        <translation>Controlador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offset</source>
        <translation>Deslocamento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity</source>
        <translation>Capacidade</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filesystem</source>
        <translation>Sistema de arquivos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free</source>
        <translation>Livre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stack</source>
        <translation>Pilha</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+54"/>
        <source>&amp;Compression benchmark…</source>
        <translation>Benchmark de &amp;compressão…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+28"/>
        <source>C&amp;opy benchmark…</source>
        <translation>Benchmark de c&amp;ópia…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+1"/>
        <source>&amp;Queue-depth presets (CrystalDiskMark-style)…</source>
        <translation>&amp;Predefinições de profundidade de fila (estilo CrystalDiskMark)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+1"/>
        <source>&amp;Workload profiles…</source>
        <translation>Perfis de car&amp;ga…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+1"/>
        <source>&amp;Block-size sweep…</source>
        <translation>Varredura de tamanhos de &amp;bloco…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+1"/>
        <source>S&amp;urface scan…</source>
        <translation>Varredura de s&amp;uperfície…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+1"/>
        <source>&amp;Steady state…</source>
        <translation>&amp;Estado estável…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+1"/>
        <source>Sus&amp;tained write…</source>
        <translation>Gravação &amp;sustentada…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+5"/>
        <source>Condition &amp;drive…</source>
        <translation>Con&amp;dicionar unidade…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="-164"/>
        <source>reading…</source>
        <translation>lendo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
Reading its size and drive…</source>
        <translation>Pasta: %1
Lendo o tamanho e a unidade…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not responding</source>
        <translation>sem resposta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
It did not answer within %2 s: its filesystem is stalled (a FUSE daemon or network server that stopped responding, or a failing drive). SolidMark does not wait for it; choose another target, or wait: it is listed again when it answers.</source>
        <translation>Pasta: %1
Ela não respondeu em %2 s: seu sistema de arquivos está travado (um daemon FUSE ou servidor de rede que parou de responder, ou uma unidade com falha). O SolidMark não espera por ela; escolha outro destino ou aguarde: ela volta à lista quando responder.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-187"/>
        <source>&amp;Open result…</source>
        <translation>&amp;Abrir resultado…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-248"/>
        <source>%1 is not responding (a stalled FUSE daemon, network server or drive). Choose another target, or wait until it answers.</source>
        <translation>%1 não está respondendo (um daemon FUSE, servidor de rede ou unidade travado). Escolha outro destino ou aguarde até que responda.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+251"/>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+147"/>
        <source>Aborted before the run started; nothing was written.</source>
        <translation>Interrompido antes do início da execução; nada foi gravado.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>the history (#%1)</source>
        <translation>histórico (nº %1)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-109"/>
        <source>Open result</source>
        <translation>Abrir resultado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SolidMark results (*.solidmark.json *.json)</source>
        <translation>Resultados do SolidMark (*.solidmark.json *.json)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Opened from %1 — run on %2</source>
        <translation>Origem: %1 — executado em %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_health.cpp" line="+36"/>
        <source>Drive health</source>
        <translation>Saúde da unidade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 reports a critical warning (%2).

A benchmark writes to the drive, and this drive may be failing. Back up its data first.</source>
        <translation>%1 relata um aviso crítico (%2).

Um teste grava na unidade, e esta unidade pode estar falhando. Faça primeiro um backup dos dados dela.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Run anyway</source>
        <translation>&amp;Executar mesmo assim</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_fill.cpp" line="+31"/>
        <source>Fill series</source>
        <translation>Série de preenchimento</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+8"/>
        <source>Ca&amp;pacity check…</source>
        <translation>&amp;Verificação de capacidade…</translation>
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
        <translation>Predefinições de profundidade de fila (estilo CrystalDiskMark)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them (the main window&apos;s AS SSD suite uses MiB/s).</source>
        <translation>Destino: %1    Tamanho do teste: %2    Velocidades em MB/s = 10^6 bytes/s, como o CrystalDiskMark as mostra (o conjunto AS SSD da janela principal usa MiB/s).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One row per test: read, write and mix figures in the chosen unit</source>
        <translation>Uma linha por teste: leitura, gravação e mista na unidade escolhida</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read</source>
        <translation>Leitura</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>Gravação</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+73"/>
        <source>Mix</source>
        <translation>Mista</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Chart</source>
        <translation>Gráfico</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars of the table&apos;s figures per test</source>
        <translation>Barras dos valores da tabela por teste</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)</source>
        <translation>Padrão (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVMe (SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1)</source>
        <translation>NVMe (SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preset</source>
        <translation>Predefinição</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The set of tests to run</source>
        <translation>O conjunto de testes a executar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak: best pass</source>
        <translation>Peak: melhor passada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Real: mean of the passes</source>
        <translation>Real: média das passadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Report the best pass (Peak) or the mean of the passes (Real)</source>
        <translation>Informar a melhor passada (Peak) ou a média das passadas (Real)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passes</source>
        <translation>Passadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Passes per test and direction</source>
        <translation>Passadas por teste e direção</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preset:</source>
        <translation>Predefinição:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile:</source>
        <translation>Perfil:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes:</source>
        <translation>Passadas:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval</source>
        <translation>Intervalo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rest before every pass but the first, so the drive cools down</source>
        <translation>Pausa antes de cada passada, exceto a primeira, para a unidade esfriar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+Mix</source>
        <translation>+Mista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a mixed read/write measurement to every test, as CrystalDiskMark&apos;s +Mix</source>
        <translation>Adicionar a cada teste uma medição mista de leitura/gravação, como o +Mix do CrystalDiskMark</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> % read</source>
        <translation> % leitura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mix read share</source>
        <translation>Proporção de leitura da mista</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of reads in the mixed measurement; the rest are writes</source>
        <translation>Proporção de leituras na medição mista; o restante são gravações</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unit</source>
        <translation>Unidade de medida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What the table and chart show; the exports keep every unit</source>
        <translation>O que a tabela e o gráfico mostram; as exportações mantêm todas as unidades</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval:</source>
        <translation>Intervalo:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unit:</source>
        <translation>Unidade de medida:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Custom (%1)</source>
        <translation>Personalizado (%1)</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Read (%1)</source>
        <translation>Leitura (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write (%1)</source>
        <translation>Gravação (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mix %1 % (%2)</source>
        <translation>Mista %1 % (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 bytes/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB/s (10^9 bytes/s)</source>
        <translation>GB/s (10^9 bytes/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean latency (µs)</source>
        <translation>Latência média (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per test</source>
        <translation>%1 por teste</translation>
    </message>
    <message numerus="yes">
        <location line="+74"/>
        <source>Target: %1    Test size: %2    %3 of %n pass(es), queue engine %4. Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them.</source>
        <translation>
            <numerusform>Destino: %1    Tamanho do teste: %2    %3 de %n passada, motor de fila %4. Velocidades em MB/s = 10^6 bytes/s, como o CrystalDiskMark as mostra.</numerusform>
            <numerusform>Destino: %1    Tamanho do teste: %2    %3 de %n passadas, motor de fila %4. Velocidades em MB/s = 10^6 bytes/s, como o CrystalDiskMark as mostra.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peak: best</source>
        <translation>Peak: melhor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Real: mean</source>
        <translation>Real: média</translation>
    </message>
</context>
<context>
    <name>smui::ProfileDialog</name>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="-118"/>
        <source>Workload profiles</source>
        <translation>Perfis de carga</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    An IOMeter-style mix at each queue depth of the ramp, %3 s per step. MB/s = 10^6 bytes/s.</source>
        <translation>Destino: %1    Tamanho do teste: %2    Uma mistura no estilo IOMeter em cada profundidade de fila da rampa, %3 s por etapa. MB/s = 10^6 bytes/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database: 8 KiB, 67 % read</source>
        <translation>Banco de dados: 8 KiB, 67 % leitura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File server: 512 B–64 KiB, 80 % read</source>
        <translation>Servidor de arquivos: 512 B–64 KiB, 80 % leitura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web server: 512 B–512 KiB, 100 % read</source>
        <translation>Servidor web: 512 B–512 KiB, 100 % leitura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workstation: 8 KiB, 80 % read, 80 % random</source>
        <translation>Estação de trabalho: 8 KiB, 80 % leitura, 80 % aleatório</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Profile:</source>
        <translation>Perfil:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS and p99 latency against queue depth</source>
        <translation>IOPS e latência p99 por profundidade de fila</translation>
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
        <translation>Latência p99 (µs)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Queue depth</source>
        <translation>Profundidade de fila</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean µs</source>
        <translation>média µs</translation>
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
            <numerusform>Destino: %1    Tamanho do teste: %2    Perfil %3, %n thread, motor de fila %4. MB/s = 10^6 bytes/s.</numerusform>
            <numerusform>Destino: %1    Tamanho do teste: %2    Perfil %3, %n threads, motor de fila %4. MB/s = 10^6 bytes/s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>smui::SpeedChart</name>
    <message>
        <location filename="../../ui/charts/speed_chart.cpp" line="+50"/>
        <source>Time (s)</source>
        <translation>Tempo (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time</source>
        <translation>Velocidade ao longo do tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each test&apos;s MB/s every 250 ms, one test after another; read blue, write red</source>
        <translation>MB/s de cada teste a cada 250 ms, um teste após o outro; leitura em azul, gravação em vermelho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time: each test&apos;s MB/s every 250 ms, one test after another (read blue, write red). A steady drive draws flat steps.</source>
        <translation>Velocidade ao longo do tempo: MB/s de cada teste a cada 250 ms, um teste após o outro (leitura em azul, gravação em vermelho). Uma unidade estável desenha degraus planos.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Write</source>
        <translation>Gravação</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read</source>
        <translation>Leitura</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>This result keeps no speed over time</source>
        <translation>Este resultado não guarda a velocidade ao longo do tempo</translation>
    </message>
</context>
<context>
    <name>smui::SteadyDialog</name>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="-210"/>
        <source>Steady state</source>
        <translation>Estado estável</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    One workload repeated in rounds until the last %3 rounds&apos; IOPS stay within ±%4 % of their mean and their fitted slope within ±%5 %, or until the time cap.</source>
        <translation>Destino: %1    Tamanho do teste: %2    Uma carga repetida em rodadas até que as IOPS das últimas %3 rodadas fiquem a ±%4 % da média e a inclinação ajustada a ±%5 %, ou até o limite de tempo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> % read</source>
        <translation> % leitura</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Workload:</source>
        <translation>Carga:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round:</source>
        <translation>Rodada:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cap:</source>
        <translation>Limite:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS per round</source>
        <translation>IOPS por rodada</translation>
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
        <translation>Média da janela</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>±%1 % band</source>
        <translation>Faixa de ±%1 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean µs</source>
        <translation>média µs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Steady state: ----</source>
        <translation>Estado estável: ----</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Round %1</source>
        <translation>Rodada %1</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>Steady state after %n round(s): %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Estado estável após %n rodada: %1 IOPS (maior desvio %2 %, inclinação %3 %).</numerusform>
            <numerusform>Estado estável após %n rodadas: %1 IOPS (maior desvio %2 %, inclinação %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>No steady state within the cap: the last %n round(s) averaged %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Sem estado estável dentro do limite: a última rodada (%n) teve média de %1 IOPS (maior desvio %2 %, inclinação %3 %).</numerusform>
            <numerusform>Sem estado estável dentro do limite: as últimas %n rodadas tiveram média de %1 IOPS (maior desvio %2 %, inclinação %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>No steady state within the cap: fewer than %n round(s) fitted in it.</source>
        <translation>
            <numerusform>Sem estado estável dentro do limite: coube menos de %n rodada.</numerusform>
            <numerusform>Sem estado estável dentro do limite: couberam menos de %n rodadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not steady yet: the last %n round(s) average %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Ainda não estável: a última rodada (%n) tem média de %1 IOPS (maior desvio %2 %, inclinação %3 %).</numerusform>
            <numerusform>Ainda não estável: as últimas %n rodadas têm média de %1 IOPS (maior desvio %2 %, inclinação %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Not steady yet: %1 of at least %n round(s) done.</source>
        <translation>
            <numerusform>Ainda não estável: %1 de pelo menos %n rodada concluídas.</numerusform>
            <numerusform>Ainda não estável: %1 de pelo menos %n rodadas concluídas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Target: %1    Test size: %2    %3 at %4 % read, %5 s rounds, cap %6 min; steady when the last %7 rounds stay within ±%8 % of their mean and their fitted slope within ±%9 %. Queue engine: %10.</source>
        <translation>Destino: %1    Tamanho do teste: %2    %3 com %4 % de leitura, rodadas de %5 s, limite de %6 min; estável quando as últimas %7 rodadas ficam a ±%8 % da média e a inclinação ajustada a ±%9 %. Motor de fila: %10.</translation>
    </message>
</context>
<context>
    <name>smui::SurfaceDialog</name>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="-119"/>
        <source>Surface scan</source>
        <translation>Varredura de superfície</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Sequential reads at evenly spaced points across the whole drive when it opens read-only (nothing is written to it), else across a test file of %2; random reads around each point give its access time. MB/s = 10^6 bytes/s.</source>
        <translation>Destino: %1    Leituras sequenciais em pontos igualmente espaçados por toda a unidade quando ela abre somente para leitura (nada é gravado nela); caso contrário, por um arquivo de teste de %2; leituras aleatórias em torno de cada ponto dão seu tempo de acesso. MB/s = 10^6 bytes/s.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan the whole drive when it can be opened read-only</source>
        <translation>Varrer a unidade inteira quando ela puder ser aberta somente para leitura</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points:</source>
        <translation>Pontos:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read per point:</source>
        <translation>Leitura por ponto:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read MB/s and access time across the span</source>
        <translation>Leitura MB/s e tempo de acesso ao longo da abrangência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read MB/s</source>
        <translation>Leitura MB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Access time (ms)</source>
        <translation>Tempo de acesso (ms)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Position (% of the span)</source>
        <translation>Posição (% da abrangência)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 bytes/s)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Min ----    Avg ----    Max ----    Access time ----</source>
        <translation>Mín. ----    Média ----    Máx. ----    Tempo de acesso ----</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Min %1 MB/s    Avg %2 MB/s    Max %3 MB/s    Access time %4 ms</source>
        <translation>Mín. %1 MB/s    Média %2 MB/s    Máx. %3 MB/s    Tempo de acesso %4 ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the whole drive (%1), read-only</source>
        <translation>a unidade inteira (%1), somente leitura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a test file of %1</source>
        <translation>um arquivo de teste de %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Target: %1    Span: %2    %n point(s), %3 read at each. MB/s = 10^6 bytes/s.</source>
        <translation>
            <numerusform>Destino: %1    Abrangência: %2    %n ponto, %3 lidos em cada. MB/s = 10^6 bytes/s.</numerusform>
            <numerusform>Destino: %1    Abrangência: %2    %n pontos, %3 lidos em cada. MB/s = 10^6 bytes/s.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Span: %1</source>
        <translation>Abrangência: %1</translation>
    </message>
</context>
<context>
    <name>smui::SustainedDialog</name>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="-204"/>
        <source>Sustained write</source>
        <translation>Gravação sustentada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Sequential incompressible writes until the amount is written, to find the drive&apos;s write cache (SLC cache): where the speed falls and stays down, the speed before and after, the slowest second and the drive&apos;s temperature. At least 2 GiB stay free.</source>
        <translation>Destino: %1
Gravações sequenciais incompressíveis até atingir a quantidade, para encontrar o cache de gravação da unidade (cache SLC): onde a velocidade cai e permanece baixa, a velocidade antes e depois, o segundo mais lento e a temperatura da unidade. Pelo menos 2 GiB continuam livres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 MiB blocks at queue depth 1 (TechPowerUp)</source>
        <translation>Blocos de 1 MiB com profundidade de fila 1 (TechPowerUp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>128 KiB blocks at queue depth 32 (AnandTech)</source>
        <translation>Blocos de 128 KiB com profundidade de fila 32 (AnandTech)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>85 % of the free space</source>
        <translation>85 % do espaço livre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>50 % of the free space</source>
        <translation>50 % do espaço livre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>25 % do espaço livre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>O tamanho do teste (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none; e.g. 30s, 2m, 10m</source>
        <translation>nenhum; ex.: 30s, 2m, 10m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: write until the cache is full, then for each rest stay idle that long and write again until the speed falls: how much cache each rest brings back.</source>
        <translation>Recuperação do cache: gravar até o cache encher e, para cada repouso, ficar ocioso por esse tempo e gravar de novo até a velocidade cair: quanto cache cada repouso recupera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writes:</source>
        <translation>Gravações:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount:</source>
        <translation>Quantidade:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rests:</source>
        <translation>Repousos:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write speed over the amount written</source>
        <translation>Velocidade de gravação pela quantidade gravada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequential write</source>
        <translation>Gravação sequencial</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+111"/>
        <source>Cache full</source>
        <translation>Cache cheio</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>GiB written</source>
        <translation>GiB gravados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (MiB/s)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 blocks at queue depth %2</source>
        <translation>Blocos de %1 com profundidade de fila %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Write cache: ----</source>
        <translation>Cache de gravação: ----</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature: ----</source>
        <translation>Temperatura: ----</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cache full at %1</source>
        <translation>Cache cheio em %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache: %1, written at %2 MB/s; after it %3 MB/s. Slowest second: %4 MB/s. %5 in %6 s.</source>
        <translation>Cache de gravação: %1, gravado a %2 MB/s; depois dele, %3 MB/s. Segundo mais lento: %4 MB/s. %5 em %6 s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No write cache found: %1 MB/s throughout (the speed never stayed below 70 % of the initial %2 MB/s for 3 s). Slowest second: %3 MB/s. %4 in %5 s.</source>
        <translation>Nenhum cache de gravação encontrado: %1 MB/s o tempo todo (a velocidade nunca ficou abaixo de 70 % dos %2 MB/s iniciais por 3 s). Segundo mais lento: %3 MB/s. %4 em %5 s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>Resultado parcial: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temperature: %1 to %2 °C, from %3 °C at the start to %4 °C at the end (%5%6).</source>
        <translation>Temperatura: de %1 a %2 °C, de %3 °C no início a %4 °C no fim (%5%6).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; warning at %1 °C</source>
        <translation>; alerta a %1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temperature: not available (%1).</source>
        <translation>Temperatura: indisponível (%1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throttling: at %1 s, at or above the drive&apos;s warning temperature of %2 °C, the speed was %3 % below its level before the drive got that hot.</source>
        <translation>Limitação térmica: aos %1 s, na temperatura de alerta da unidade (%2 °C) ou acima, a velocidade ficou %3 % abaixo do nível anterior a esse aquecimento.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target: %1    %2 blocks at queue depth %3 (%4), sampled every %5 ms; %6 asked for.</source>
        <translation>Destino: %1    Blocos de %2 com profundidade de fila %3 (%4), amostragem a cada %5 ms; %6 solicitados.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cache recovery: not measured, the run ended first.</source>
        <translation>Recuperação do cache: não medida, o teste terminou antes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: not measured. No write cache was found, so there was none to recover; the sustained result is kept. Write more to find it.</source>
        <translation>Recuperação do cache: não medida. Nenhum cache de gravação foi encontrado, então não havia o que recuperar; o resultado da gravação contínua é mantido. Grave mais para encontrá-lo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cache recovery: what each rest brought back of the %1 cache.</source>
        <translation>Recuperação do cache: o que cada repouso recuperou do cache de %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After %1 s idle: %2 written at the cache&apos;s speed</source>
        <translation>Após %1 s ocioso: %2 gravados na velocidade do cache</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (at least: the speed had not fallen)</source>
        <translation> (no mínimo: a velocidade não havia caído)</translation>
    </message>
</context>
<context>
    <name>smui::SweepDialog</name>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="-114"/>
        <source>Block-size sweep</source>
        <translation>Varredura de tamanhos de bloco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Sequential writes, then reads, at each block size (ATTO-style), one pass or %3 s per size. MB/s = 10^6 bytes/s.</source>
        <translation>Destino: %1    Tamanho do teste: %2    Gravações sequenciais e depois leituras em cada tamanho de bloco (estilo ATTO), uma passada ou %3 s por tamanho. MB/s = 10^6 bytes/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Queue depth:</source>
        <translation>Profundidade de fila:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s against block size</source>
        <translation>MB/s por tamanho de bloco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Gravação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Leitura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size (KiB, log scale)</source>
        <translation>Tamanho de bloco (KiB, escala log)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 bytes/s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write MB/s</source>
        <translation>Gravação MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read MB/s</source>
        <translation>Leitura MB/s</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Target: %1    Test size: %2    Queue depth %3, queue engine %4. MB/s = 10^6 bytes/s.</source>
        <translation>Destino: %1    Tamanho do teste: %2    Profundidade de fila %3, motor de fila %4. MB/s = 10^6 bytes/s.</translation>
    </message>
</context>
<context>
    <name>smui::TemperatureLine</name>
    <message>
        <location filename="../../ui/charts/temperature_line.cpp" line="+17"/>
        <source>Drive temperature (°C)</source>
        <translation>Temperatura da unidade (°C)</translation>
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
        <translation>Pronto</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+243"/>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Save PNG…</source>
        <translation>Salvar PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fechar</translation>
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
        <translation>Preenchimento:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save PNG</source>
        <translation>Salvar PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG image (*.png)</source>
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Fill: %1</source>
        <translation>Preenchimento: %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Choose a target volume or folder in the main window first.</source>
        <translation>Escolha primeiro um volume ou uma pasta de destino na janela principal.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Aborting…</source>
        <translation>Interrompendo…</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Done</source>
        <translation>Concluído</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Aborted</source>
        <translation>Interrompido</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed</source>
        <translation>Falhou</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Abort</source>
        <translation>Interromper</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+48"/>
        <source>Export JSON</source>
        <translation>Exportar JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV</source>
        <translation>Exportar CSV</translation>
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
        <translation>Temperatura da unidade: de %1 a %2 °C (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drive temperature: not available (%1)</source>
        <translation>Temperatura da unidade: indisponível (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>Resultado parcial: %1</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>There is no result to export yet.</source>
        <translation>Ainda não há resultado para exportar.</translation>
    </message>
    <message>
        <location line="-260"/>
        <source>A benchmark is running. Abort it and close?</source>
        <translation>Um benchmark está em andamento. Interrompê-lo e fechar?</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Save as text…</source>
        <translation>Salvar como texto…</translation>
    </message>
    <message>
        <location line="+263"/>
        <source>Save as text</source>
        <translation>Salvar como texto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Text (*.txt)</source>
        <translation>Texto (*.txt)</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Aborted before the run started; nothing was written.</source>
        <translation>Interrompido antes do início da execução; nada foi gravado.</translation>
    </message>
</context>
</TS>
