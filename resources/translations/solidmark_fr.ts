<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>SaveText</name>
    <message>
        <location filename="../../ui/desktop/save_file.cpp" line="+30"/>
        <source>%1
The result is still shown here; nothing is lost. Save it to another file?</source>
        <translation>%1
Le résultat reste affiché ici ; rien n&apos;est perdu. L&apos;enregistrer dans un autre fichier ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose another file…</source>
        <translation>Choisir un autre fichier…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The result was not saved to the history: %1</source>
        <translation>Le résultat n&apos;a pas été enregistré dans l&apos;historique : %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The result could not be saved to the history: %1</source>
        <translation>Impossible d&apos;enregistrer le résultat dans l&apos;historique : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 Nothing was run.</source>
        <translation>%1 Rien n&apos;a été exécuté.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1
Run anyway? You can export the result when the run ends.</source>
        <translation>%1
Exécuter quand même ? Vous pourrez exporter le résultat à la fin de l&apos;exécution.</translation>
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
        <translation>résultat fio</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+98"/>
        <source>compression</source>
        <translation>compression</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+102"/>
        <source>copy</source>
        <translation>copie</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+367"/>
        <source>preset (CrystalDiskMark-style)</source>
        <translation>préréglage (style CrystalDiskMark)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+142"/>
        <source>workload profile</source>
        <translation>profil de charge</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+138"/>
        <source>block-size sweep</source>
        <translation>balayage de tailles de bloc</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+142"/>
        <source>surface scan</source>
        <translation>analyse de surface</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+236"/>
        <source>steady state</source>
        <translation>régime établi</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+258"/>
        <source>sustained write</source>
        <translation>écriture soutenue</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+169"/>
        <source>conditioning</source>
        <translation>conditionnement</translation>
    </message>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="+62"/>
        <source>%1 write</source>
        <extracomment>%1 is a test name kept as AS SSD prints it (Seq, 4K, 4K-64Thrd, Acc.time)</extracomment>
        <translation>%1 écriture</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 read</source>
        <translation>%1 lecture</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preparing test file</source>
        <translation>Préparation du fichier de test</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+14"/>
        <source>%1, pass %2 of %3</source>
        <translation>%1, passe %2 sur %3</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 % compressible, write</source>
        <translation>%1 % compressible, écriture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % compressible, read</source>
        <translation>%1 % compressible, lecture</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 copy</source>
        <translation>Copie %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 mix (%2 % read), pass %3 of %4</source>
        <translation>%1 mixte (%2 % lecture), passe %3 sur %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 profile, queue depth %2</source>
        <translation>Profil %1, profondeur de file %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 blocks, write</source>
        <translation>Blocs de %1, écriture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 blocks, read</source>
        <translation>Blocs de %1, lecture</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surface point %1 of %2</source>
        <translation>Point de surface %1 sur %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequential fill</source>
        <translation>Remplissage séquentiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+239"/>
        <source>Conditioning</source>
        <translation>Conditionnement</translation>
    </message>
    <message>
        <location line="-237"/>
        <source>Sustained write</source>
        <translation>Écriture soutenue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filling the volume to %1 %</source>
        <translation>Remplissage du volume à %1 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resting %1 s (%2 of %3)</source>
        <translation>Repos de %1 s (%2 sur %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Writing after rest %1 of %2</source>
        <translation>Écriture après le repos %1 sur %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Creating the test folder</source>
        <translation>Création du dossier de test</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was left by an earlier SolidMark run that did not finish; remove it when no run is active.</source>
        <translation>%1 a été laissé par une exécution précédente de SolidMark qui ne s&apos;est pas terminée ; supprimez-le lorsqu&apos;aucune exécution n&apos;est en cours.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed the leftover test folder %1</source>
        <translation>Dossier de test restant %1 supprimé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not remove the leftover test folder %1</source>
        <translation>Impossible de supprimer le dossier de test restant %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the test folder</source>
        <translation>Suppression du dossier de test</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed the conditioning file kept for this run.</source>
        <translation>Le fichier de conditionnement conservé pour cette exécution a été supprimé.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Creating the %1 set (%n file(s), %2)</source>
        <translation>
            <numerusform>Création du jeu %1 (%n fichier, %2)</numerusform>
            <numerusform>Création du jeu %1 (%n fichiers, %2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Verifying the %1 copy</source>
        <translation>Vérification de la copie %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the %1 set and its copy</source>
        <translation>Suppression du jeu %1 et de sa copie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Removing the conditioning file</source>
        <translation>Suppression du fichier de conditionnement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeping the conditioning file in %1</source>
        <translation>Conservation du fichier de conditionnement dans %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Resting %n second(s) before the next pass</source>
        <translation>
            <numerusform>Pause de %n seconde avant la passe suivante</numerusform>
            <numerusform>Pause de %n secondes avant la passe suivante</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 % full during the run (%2 % asked)</source>
        <translation>%1 % plein pendant le test (%2 % demandé)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 % full during the run</source>
        <translation>%1 % plein pendant le test</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the %1 % level of a fill series</source>
        <translation>le niveau %1 % d’une série de remplissage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 % level of a fill series (%2)</source>
        <translation>le niveau %1 % d’une série de remplissage (%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a fill series: %1 %</source>
        <translation>une série de remplissage : %1 %</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sustained write: %1 MB/s, %2 written, %3 left</source>
        <translation>Écriture soutenue : %1 MB/s, %2 écrits, %3 restants</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conditioning: %1 MB/s, %2 written, %3 left</source>
        <translation>Conditionnement : %1 MB/s, %2 écrits, %3 restants</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Filling the volume to %1 %: %2 written, %3 left</source>
        <translation>Remplissage du volume à %1 % : %2 écrits, reste %3</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Writing the check&apos;s files</source>
        <translation>Écriture des fichiers de la vérification</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reading the check&apos;s files back</source>
        <translation>Relecture des fichiers de la vérification</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Wrote %1 (%2)</source>
        <translation>%1 écrit (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read back %1: %2 lost</source>
        <translation>%1 relu : %2 perdus</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Resting, no I/O: %1 left</source>
        <translation>Repos, aucune E/S : reste %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Writing: %1 MB/s, %2 written, %3 left</source>
        <translation>Écriture : %1 Mo/s, %2 écrits, reste %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading back: %1 MB/s, %2 read, %3 left</source>
        <translation>Relecture : %1 Mo/s, %2 lus, reste %3</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>ISO</source>
        <translation>ISO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Program</source>
        <translation>Programme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buffered</source>
        <translation>Avec tampon</translation>
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
        <translation>Réseau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NOCOW</source>
        <translation>NOCOW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem compression</source>
        <translation>Compression du système de fichiers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Valid data length</source>
        <translation>Longueur de données valides</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filesystem encryption</source>
        <translation>Chiffrement du système de fichiers</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2</source>
        <extracomment>%1 is a flag&apos;s name (RAM, FUSE (ntfs-3g), Network), %2 its explanation</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 on %2</source>
        <extracomment>an overlay filesystem and the filesystem its writable layer is on: &quot;overlay on xfs&quot;</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Drive: %1  ·  Controller: %2</source>
        <translation>Disque : %1  ·  Contrôleur : %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>Pile : %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steady state</source>
        <translation>Régime établi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Window mean</source>
        <translation>Moyenne de la fenêtre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avg</source>
        <translation>Moy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access time</source>
        <translation>Temps d&apos;accès</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sustained average</source>
        <translation>Moyenne soutenue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second</source>
        <translation>Seconde la plus lente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before cache</source>
        <translation>Avant le cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After cache</source>
        <translation>Après le cache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache</source>
        <translation>Cache d&apos;écriture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total time</source>
        <translation>Durée totale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact data</source>
        <translation>Données intactes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost data</source>
        <translation>Données perdues</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity write</source>
        <translation>Capacité : écriture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity read</source>
        <translation>Capacité : lecture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second write</source>
        <translation>Seconde la plus lente en écriture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slowest second read</source>
        <translation>Seconde la plus lente en lecture</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean µs</source>
        <translation>moy. µs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written GiB</source>
        <translation>Gio écrits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rounds</source>
        <translation>tours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB</source>
        <translation>Gio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>latency (µs)</source>
        <translation>latence (µs)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (Mio/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 octets/s)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 better</source>
        <translation>%1 mieux</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 worse</source>
        <translation>%1 moins bien</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>incompressible</source>
        <translation>incompressible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compressible, %1 % zeros</source>
        <translation>compressible, %1 % de zéros</translation>
    </message>
    <message>
        <location filename="../../ui/tools/history_dialog.cpp" line="+300"/>
        <source>imported peer result</source>
        <translation>résultat importé d&apos;un autre outil</translation>
    </message>
    <message>
        <location filename="../../ui/text/ui_text.cpp" line="-293"/>
        <source>Created the test folder %1</source>
        <translation>Dossier de test %1 créé</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Left behind: %1 — remove it by hand</source>
        <translation>Laissé sur place : %1 — supprimez-le à la main</translation>
    </message>
    <message>
        <location filename="../../ui/charts/fill_chart.cpp" line="+53"/>
        <source>% full during the run</source>
        <translation>% plein pendant le test</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Write cache back after a rest</source>
        <translation>Cache d&apos;écriture revenu après un repos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rest (seconds)</source>
        <translation>Repos (secondes)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Whole cache (first write)</source>
        <translation>Cache entier (première écriture)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recovered</source>
        <translation>Récupéré</translation>
    </message>
    <message>
        <location filename="../../ui/panels/fill_choice.cpp" line="+15"/>
        <location filename="../../ui/text/ui_text.cpp" line="+24"/>
        <source>As found</source>
        <translation>Tel quel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How full the volume is during the run: SolidMark first writes incompressible ballast into its own test folder up to this share of the volume, and removes it afterwards. A rising list runs the benchmark at each level (a fill series).</source>
        <translation>Taux de remplissage du volume pendant le test : SolidMark écrit d&apos;abord du lest incompressible dans son propre dossier de test jusqu&apos;à cette part du volume, puis le supprime. Une liste croissante lance le test à chaque niveau (une série de remplissage).</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+346"/>
        <source>capacity check</source>
        <translation>vérification de capacité</translation>
    </message>
</context>
<context>
    <name>sm::compare</name>
    <message>
        <location filename="../../core/result/compare.cpp" line="+499"/>
        <location line="+1"/>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean latency</source>
        <translation>Latence moyenne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>99th percentile latency</source>
        <translation>Latence au 99e centile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access time</source>
        <translation>Temps d&apos;accès</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time taken</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount written</source>
        <translation>Quantité écrite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intact and lost data</source>
        <translation>Données intactes et perdues</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache size</source>
        <translation>Taille du cache d&apos;écriture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds to steady state</source>
        <translation>Tours jusqu&apos;au régime stable</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.cpp" line="+375"/>
        <source>Write speed over the amount written</source>
        <translation>Vitesse d&apos;écriture selon la quantité écrite</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../core/result/capacity_report.cpp" line="+158"/>
        <source>GiB written</source>
        <translation>Gio écrits</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.cpp" line="+104"/>
        <source>Write speed over the block size</source>
        <translation>Vitesse d&apos;écriture selon la taille de bloc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the block size</source>
        <translation>Vitesse de lecture selon la taille de bloc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size</source>
        <translation>Taille de bloc</translation>
    </message>
    <message>
        <location filename="../../core/result/steady_result.cpp" line="+111"/>
        <source>IOPS per round</source>
        <translation>IOPS par tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location filename="../../core/result/surface_result.cpp" line="+145"/>
        <source>Read speed over the span</source>
        <translation>Vitesse de lecture sur l&apos;étendue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Position (% of the span)</source>
        <translation>Position (% de l&apos;étendue)</translation>
    </message>
    <message>
        <location filename="../../core/result/compression_result.cpp" line="+108"/>
        <source>Write speed over the compressibility</source>
        <translation>Vitesse d&apos;écriture selon la compressibilité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read speed over the compressibility</source>
        <translation>Vitesse de lecture selon la compressibilité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (%)</source>
        <translation>Compressibilité (%)</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.cpp" line="+97"/>
        <source>Write speed while conditioning</source>
        <translation>Vitesse d&apos;écriture pendant le conditionnement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minutes</source>
        <translation>Minutes</translation>
    </message>
    <message>
        <location filename="../../core/result/run_report.cpp" line="+371"/>
        <source>Latency percentiles</source>
        <translation>Centiles de latence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentile</source>
        <translation>Centile</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_report.cpp" line="-1"/>
        <source>Write speed over the capacity</source>
        <translation>Vitesse d&apos;écriture sur la capacité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read speed over the capacity</source>
        <translation>Vitesse de lecture sur la capacité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB read</source>
        <translation>Gio lus</translation>
    </message>
</context>
<context>
    <name>sm::flag</name>
    <message>
        <location filename="../../core/device/target_flags.cpp" line="+27"/>
        <source>Direct I/O was refused, so this ran buffered: the results include the operating system&apos;s cache.</source>
        <translation>Les E/S directes ont été refusées, l&apos;exécution a donc eu lieu avec tampon : les résultats incluent le cache du système d&apos;exploitation.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This measures memory, not a drive: the target is a RAM-backed volume (tmpfs, ramfs, zram or brd).</source>
        <translation>Ceci mesure la mémoire, pas un disque : la cible est un volume en RAM (tmpfs, ramfs, zram ou brd).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a FUSE filesystem: its daemon may cache, so the results may not reach the drive.</source>
        <translation>La cible est un système de fichiers FUSE : son démon peut mettre en cache, les résultats peuvent donc ne pas atteindre le disque.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target is a network or host-shared filesystem: this measures the network and the server, not a local drive.</source>
        <translation>La cible est un système de fichiers réseau ou partagé avec l&apos;hôte : ceci mesure le réseau et le serveur, pas un disque local.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On btrfs the test file was created NOCOW (no compression, no checksums), so direct I/O is real.</source>
        <translation>Sur btrfs, le fichier de test a été créé en NOCOW (sans compression ni sommes de contrôle) : les E/S directes sont donc réelles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The filesystem may compress the test data (NOCOW could not be set), so results can exceed what the drive itself does.</source>
        <translation>Le système de fichiers peut compresser les données de test (NOCOW n&apos;a pas pu être activé) : les résultats peuvent dépasser ce que fait le disque lui-même.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Windows could not set the test file&apos;s valid data length (that needs an administrator), so NTFS extended it with the timed writes: each such write ran alone, whatever the queue depth.</source>
        <translation>Windows n&apos;a pas pu fixer la longueur de données valides du fichier de test (il faut un administrateur), donc NTFS l&apos;a étendue au fil des écritures mesurées : chacune de ces écritures s&apos;est exécutée seule, quelle que soit la profondeur de file.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The test file is encrypted by the filesystem (an EFS-encrypted folder): every write ran alone, and the results include the encryption.</source>
        <translation>Le fichier de test est chiffré par le système de fichiers (un dossier chiffré par EFS) : chaque écriture s&apos;est exécutée seule et les résultats incluent le chiffrement.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured by fio and imported, not by SolidMark&apos;s engine: fio&apos;s time windows, write data and flushes differ in the ways docs/methodology.md section 15 lists.</source>
        <translation>Mesuré par fio et importé, pas par le moteur de SolidMark : les fenêtres de temps, les données écrites et les vidages de fio diffèrent comme l&apos;indique la section 15 de docs/methodology.md.</translation>
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
        <translation>Benchmark de compression</translation>
    </message>
    <message>
        <location filename="../../core/result/condition_result.h" line="+26"/>
        <source>Drive conditioning</source>
        <translation>Conditionnement du disque</translation>
    </message>
    <message>
        <location filename="../../core/result/copy_result.h" line="+31"/>
        <source>Copy benchmark</source>
        <translation>Benchmark de copie</translation>
    </message>
    <message>
        <location filename="../../core/result/fio_result.h" line="+68"/>
        <source>fio result</source>
        <translation>résultat fio</translation>
    </message>
    <message>
        <location filename="../../core/result/peer_result.h" line="+56"/>
        <source>Imported peer result (CrystalDiskMark, KDiskMark, AmorphousDiskMark)</source>
        <translation>Résultat importé d&apos;un autre outil (CrystalDiskMark, KDiskMark, AmorphousDiskMark)</translation>
    </message>
    <message>
        <location filename="../../core/result/preset_result.h" line="+62"/>
        <source>Queue-depth presets (CrystalDiskMark-style)</source>
        <translation>Préréglages de profondeur de file (style CrystalDiskMark)</translation>
    </message>
    <message>
        <location filename="../../core/result/profile_result.h" line="+29"/>
        <source>Workload profile</source>
        <translation>Profil de charge</translation>
    </message>
    <message>
        <location filename="../../core/result/steady_result.h" line="+32"/>
        <source>Steady state</source>
        <translation>Régime établi</translation>
    </message>
    <message>
        <location filename="../../core/result/surface_result.h" line="+30"/>
        <source>Surface scan</source>
        <translation>Analyse de surface</translation>
    </message>
    <message>
        <location filename="../../core/result/sustained_result.h" line="+92"/>
        <source>Sustained write</source>
        <translation>Écriture soutenue</translation>
    </message>
    <message>
        <location filename="../../core/result/sweep_result.h" line="+22"/>
        <source>Block-size sweep</source>
        <translation>Balayage de tailles de bloc</translation>
    </message>
    <message>
        <location filename="../../core/result/capacity_result.h" line="+65"/>
        <source>Capacity check</source>
        <translation>Vérification de capacité</translation>
    </message>
</context>
<context>
    <name>sm::peer</name>
    <message>
        <location filename="../../core/result/peer_result.cpp" line="+216"/>
        <source>KDiskMark&apos;s MB/s is fio&apos;s bandwidth in KiB/s divided by 1000: 1.024 x MiB/s, which reads 2.34 % below decimal MB/s. Its numbers are imported as written, not converted; its latency is fio&apos;s completion latency.</source>
        <translation>Les Mo/s de KDiskMark sont le débit de fio en Kio/s divisé par 1000 : 1,024 × Mio/s, soit 2,34 % de moins que des Mo/s décimaux. Ses valeurs sont importées telles qu&apos;écrites, sans conversion ; sa latence est la latence d&apos;achèvement de fio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AmorphousDiskMark&apos;s numbers are imported as written (its header says decimal MB/s, 10^6 bytes/s).</source>
        <translation>Les valeurs d&apos;AmorphousDiskMark sont importées telles qu&apos;écrites (son en-tête indique des Mo/s décimaux, 10^6 octets/s).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SolidMark&apos;s own text export: the numbers as it printed them, MB/s to 3 decimals, IOPS to 1 and latency to 2.</source>
        <translation>L&apos;export texte de SolidMark lui-même : les valeurs telles qu&apos;il les a imprimées, Mo/s à 3 décimales, IOPS à 1 et latence à 2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CrystalDiskMark&apos;s MB/s are decimal (10^6 bytes/s), as the presets print them; its IOPS are derived from MB/s and the block size. Imported as written.</source>
        <translation>Les Mo/s de CrystalDiskMark sont décimaux (10^6 octets/s), comme ceux des préréglages ; ses IOPS sont déduits des Mo/s et de la taille de bloc. Importé tel qu&apos;écrit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CrystalDiskMark 5 and 6 do not write their sequential rows&apos; block sizes: they are the ones those versions run (128 KiB with Q and T, 1 MiB at T=1).</source>
        <translation>CrystalDiskMark 5 et 6 n&apos;écrivent pas la taille de bloc de leurs lignes séquentielles : ce sont celles qu&apos;utilisent ces versions (128 Kio avec Q et T, 1 Mio avec T=1).</translation>
    </message>
    <message>
        <location filename="../../core/result/compare.cpp" line="-293"/>
        <source>A fill series: of its levels, the one nearest the other results&apos; fill is compared.</source>
        <translation>Une série de remplissage : de ses niveaux, c’est le plus proche du remplissage des autres résultats qui est comparé.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every result is a fill series: each row pairs the levels of the same fill.</source>
        <translation>Chaque résultat est une série de remplissage : chaque ligne apparie les niveaux du même remplissage.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>These results ran at different fills: a change between them is the fill&apos;s as much as the drive&apos;s.</source>
        <translation>Ces résultats ont été mesurés à des remplissages différents : un écart entre eux tient autant au remplissage qu’au disque.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Write-through is on: its writes went past the drive&apos;s cache. Not every result here has it on, so their write rows are not like with like.</source>
        <translation>L&apos;écriture immédiate est activée : ses écritures ont contourné le cache du disque. Tous les résultats ici ne l&apos;ont pas activée, donc leurs lignes d&apos;écriture ne sont pas comparables.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write-through is off: its writes went into the drive&apos;s cache. Not every result here has it off, so their write rows are not like with like.</source>
        <translation>L&apos;écriture immédiate est désactivée : ses écritures sont allées dans le cache du disque. Tous les résultats ici ne l&apos;ont pas désactivée, donc leurs lignes d&apos;écriture ne sont pas comparables.</translation>
    </message>
</context>
<context>
    <name>sm::reason</name>
    <message>
        <location filename="../../core/util/reason_text.h" line="+20"/>
        <source>Reading the SMART data of {} needs smartctl (Debian: smartmontools), which is not installed.</source>
        <translation>La lecture des données SMART de {} nécessite smartctl (Debian : smartmontools), qui n&apos;est pas installé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>smartctl did not answer for {} within {} s.</source>
        <translation>smartctl n&apos;a pas répondu pour {} en {} s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>smartctl gave no JSON for {} (exit status {}).</source>
        <translation>smartctl n&apos;a pas rendu de JSON pour {} (code de sortie {}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl read no health record</source>
        <translation>smartctl n&apos;a lu aucun relevé de santé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smartctl: {}</source>
        <translation>smartctl: {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs root or the disk group. {}</source>
        <translation>La lecture des données SMART de {} nécessite root ou le groupe disk. {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the SMART data of {} needs an administrator (Windows: access denied).</source>
        <translation>La lecture des données SMART de {} nécessite un administrateur (Windows : accès refusé).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its SMART data (SMART_RCV_DRIVE_DATA, error {}).</source>
        <translation>{} n&apos;a pas rendu ses données SMART (SMART_RCV_DRIVE_DATA, erreur {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading the NVMe health log of {} needs root ({}).</source>
        <translation>La lecture du journal de santé NVMe de {} nécessite root ({}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened: {}.</source>
        <translation>Impossible d&apos;ouvrir {} : {}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} did not return its health log ({}).</source>
        <translation>{} n&apos;a pas rendu son journal de santé ({}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} did not return its NVMe health log (IOCTL_STORAGE_QUERY_PROPERTY, error {}).</source>
        <translation>{} n&apos;a pas rendu son journal de santé NVMe (IOCTL_STORAGE_QUERY_PROPERTY, erreur {}).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} answered the NVMe health log query with {} bytes, too few for the page.</source>
        <translation>{} a répondu à la demande du journal de santé NVMe avec {} octets, trop peu pour la page.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No drive was found under the target.</source>
        <translation>Aucun disque n&apos;a été trouvé sous la cible.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target spans several drives; their health is read one drive at a time.</source>
        <translation>La cible s&apos;étend sur plusieurs disques ; leur santé se lit un disque à la fois.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No NVMe controller was found for {}.</source>
        <translation>Aucun contrôleur NVMe n&apos;a été trouvé pour {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This build of SolidMark reads no NVMe health log (built without libnvme).</source>
        <translation>Cette version de SolidMark ne lit pas le journal de santé NVMe (compilée sans libnvme).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} ({}) has no health record that SolidMark can read: it is neither NVMe nor ATA.</source>
        <translation>{} ({}) n&apos;a pas de relevé de santé que SolidMark puisse lire : ni NVMe ni ATA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an unknown bus</source>
        <translation>bus inconnu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s health was not recorded with this result.</source>
        <translation>La santé du disque n&apos;a pas été enregistrée avec ce résultat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The drive&apos;s health record could not be read.</source>
        <translation>Le relevé de santé du disque n&apos;a pas pu être lu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive does not count the bytes written to it (or its unit is unknown).</source>
        <translation>Le disque ne compte pas les octets écrits (ou son unité est inconnue).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s written counter went backwards during the run.</source>
        <translation>Le compteur d&apos;écriture du disque a reculé pendant le test.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive&apos;s media errors grew from {} to {} during this run.</source>
        <translation>Les erreurs de support du disque sont passées de {} à {} pendant ce test.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The drive set a critical warning during this run: {}.</source>
        <translation>Le disque a levé un avertissement critique pendant ce test : {}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The run ended before the drive&apos;s health was read again.</source>
        <translation>Le test s&apos;est terminé avant que la santé du disque soit relue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no physical drive found under the target</source>
        <translation>aucun disque physique trouvé sous la cible</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{} does not report a temperature (StorageDeviceTemperatureProperty)</source>
        <translation>{} ne donne pas de température (StorageDeviceTemperatureProperty)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no single drive under the target</source>
        <translation>pas de disque unique sous la cible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no hwmon sensor for {}</source>
        <translation>pas de capteur hwmon pour {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no hwmon sensor for {}, and the NVMe health log of {} is not readable (it needs root)</source>
        <translation>pas de capteur hwmon pour {}, et le journal de santé NVMe de {} n&apos;est pas lisible (il faut root)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sensor gave no reading</source>
        <translation>le capteur n&apos;a donné aucune valeur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no block device</source>
        <translation>aucun périphérique bloc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot open the device</source>
        <translation>impossible d&apos;ouvrir le périphérique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the device&apos;s size</source>
        <translation>impossible de lire la taille du périphérique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>device too small</source>
        <translation>périphérique trop petit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 not available</source>
        <translation>udisks2 indisponible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not authorised</source>
        <translation>non autorisé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 does not know the device</source>
        <translation>udisks2 ne connaît pas le périphérique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no direct I/O on the device from udisks2</source>
        <translation>pas d&apos;E/S directes sur le périphérique via udisks2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 could not open the device</source>
        <translation>udisks2 n&apos;a pas pu ouvrir le périphérique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no block device found for the target</source>
        <translation>aucun périphérique bloc trouvé pour la cible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} cannot be opened read-only: {}</source>
        <translation>impossible d&apos;ouvrir {} en lecture seule : {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Through udisks2: {}</source>
        <translation>Via udisks2 : {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot read the size of {}: {}</source>
        <translation>impossible de lire la taille de {} : {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} holds {}, less than the {} needed</source>
        <translation>{} contient {}, moins que les {} nécessaires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot open &apos;{}&apos;: {}.</source>
        <translation>Impossible d&apos;ouvrir &apos;{}&apos; : {}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no system bus: {}</source>
        <translation>pas de bus système : {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has no block object for {}</source>
        <translation>udisks2 n&apos;a pas d&apos;objet bloc pour {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 not available on this platform</source>
        <translation>udisks2 n&apos;est pas disponible sur cette plateforme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit could not ask (no authentication agent answered)</source>
        <translation>{} : {} ; polkit n&apos;a pas pu demander (aucun agent d&apos;authentification n&apos;a répondu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{}: {}; polkit would ask for a password (--authorize, or Allow in the GUI&apos;s question)</source>
        <translation>{} : {} ; polkit demanderait un mot de passe (--authorize, ou Autoriser dans la question de l&apos;interface)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot build the udisks2 call: {}</source>
        <translation>impossible de construire l&apos;appel udisks2 : {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 OpenDevice: a reply without a file descriptor</source>
        <translation>udisks2 OpenDevice : une réponse sans descripteur de fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot keep the descriptor: {}</source>
        <translation>impossible de garder le descripteur : {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 returned a descriptor that is not read-only; not used</source>
        <translation>udisks2 a rendu un descripteur qui n&apos;est pas en lecture seule ; non utilisé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>O_DIRECT could not be set ({}) nor the descriptor reopened with it ({})</source>
        <translation>O_DIRECT n&apos;a pas pu être activé ({}) ni le descripteur rouvert avec ({})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by udisks2</source>
        <translation>O_DIRECT par udisks2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT set with fcntl</source>
        <translation>O_DIRECT activé avec fcntl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O_DIRECT by reopening the descriptor</source>
        <translation>O_DIRECT en rouvrant le descripteur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>opened through udisks2 ({}, {})</source>
        <translation>ouvert via udisks2 ({}, {})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}</source>
        <translation>périphérique entier {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>whole device {}, {}</source>
        <translation>périphérique entier {}, {}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 names no drive for {}</source>
        <translation>udisks2 n&apos;indique aucun disque pour {}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>udisks2 reads no ATA SMART for {}: its drive has no Drive.Ata interface</source>
        <translation>udisks2 ne lit pas d&apos;ATA SMART pour {} : son disque n&apos;a pas d&apos;interface Drive.Ata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} has SMART turned off (udisks2)</source>
        <translation>{} a SMART désactivé (udisks2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{} does not support SMART (udisks2)</source>
        <translation>{} ne prend pas en charge SMART (udisks2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>udisks2 has not read the SMART data of {} yet; --authorize lets it read them now (polkit may ask)</source>
        <translation>udisks2 n&apos;a pas encore lu les données SMART de {} ; --authorize les lui fait lire maintenant (polkit peut demander)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>udisks2 SmartGetAttributes: a reply SolidMark cannot read</source>
        <translation>udisks2 SmartGetAttributes : une réponse que SolidMark ne sait pas lire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Permission denied</source>
        <translation>Permission refusée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operation not permitted</source>
        <translation>Opération non permise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No such file or directory</source>
        <translation>Aucun fichier ou dossier de ce type</translation>
    </message>
</context>
<context>
    <name>smui::CapacityDialog</name>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="-312"/>
        <source>changed</source>
        <translation>modifié</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overwritten</source>
        <translation>écrasé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corrupted</source>
        <translation>corrompu</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the check ended before every file was read back</source>
        <translation>la vérification s&apos;est terminée avant que chaque fichier soit relu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the check was aborted at %1</source>
        <translation>la vérification a été interrompue à %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the volume became full at %1</source>
        <translation>le volume était plein à %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive went away at %1</source>
        <translation>le disque a disparu à %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file system became read-only at %1</source>
        <translation>le système de fichiers est passé en lecture seule à %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writing failed at %1</source>
        <translation>l&apos;écriture a échoué à %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reading failed at %1</source>
        <translation>la lecture a échoué à %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Capacity check</source>
        <translation>Vérification de capacité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1
Does the drive hold what it claims? Fills the free space with files in the format of f3 and H2testw, reads them back and checks every 512-byte sector. The files are removed afterwards unless kept.</source>
        <translation>Cible : %1
Le disque contient-il ce qu&apos;il annonce ? Remplit l&apos;espace libre de fichiers au format de f3 et H2testw, les relit et vérifie chaque secteur de 512 octets. Les fichiers sont ensuite supprimés, sauf s&apos;ils sont conservés.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All the free space</source>
        <translation>Tout l&apos;espace libre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>50 % of the free space</source>
        <translation>50 % de l&apos;espace libre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>25 % of the free space</source>
        <translation>25 % de l&apos;espace libre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The test size (%1)</source>
        <translation>La taille de test (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 GiB (f3read and H2testw read them)</source>
        <translation>1 Gio (f3read et H2testw les lisent)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep the files</source>
        <translation>Conserver les fichiers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only read back the files in the target</source>
        <translation>Seulement relire les fichiers de la cible</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Amount:</source>
        <translation>Quantité :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files:</source>
        <translation>Fichiers :</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+175"/>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <location line="-174"/>
        <location line="+175"/>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location line="-174"/>
        <source>GiB</source>
        <translation>Gio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (MiB/s)</source>
        <translation>Mo/s (Mio/s)</translation>
    </message>
    <message>
        <location line="+74"/>
        <location line="+124"/>
        <source>Speed over the capacity, every half second</source>
        <translation>Vitesse sur toute la capacité, toutes les demi-secondes</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Verdict: ----</source>
        <translation>Verdict : ----</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Genuine: all %1 written read back intact.</source>
        <translation>Authentique : les %1 écrits ont tous été relus intacts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fake: only the first %1 hold their data; what was written past that reads back as zeros.</source>
        <translation>Contrefaçon : seuls les premiers %1 gardent leurs données ; ce qui a été écrit au-delà se relit comme des zéros.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fake: only the first %1 hold their data; what was written past that is lost.</source>
        <translation>Contrefaçon : seuls les premiers %1 gardent leurs données ; ce qui a été écrit au-delà est perdu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wraps around: data written past %1 overwrote earlier data.</source>
        <translation>Reboucle : les données écrites au-delà de %1 ont écrasé des données antérieures.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Corrupts data: %1 sectors came back damaged (%2 changed, %3 overwritten, %4 corrupted); %5 could not be read.</source>
        <translation>Corrompt les données : %1 secteurs sont revenus abîmés (%2 modifiés, %3 écrasés, %4 corrompus) ; %5 n&apos;ont pas pu être lus.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopped: %1; nothing was read back.</source>
        <translation>Arrêtée : %1 ; rien n&apos;a été relu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped: %1; the %2 verified before that read back intact.</source>
        <translation>Arrêtée : %1 ; les %2 vérifiés auparavant ont été relus intacts.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The check ended early: %1.</source>
        <translation>La vérification s&apos;est terminée plus tôt : %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announced: drive %1, file system %2. Real capacity (intact data): %3.</source>
        <translation>Annoncé : disque %1, système de fichiers %2. Capacité réelle (données intactes) : %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Written %1, intact %2, lost %3: %4 changed, %5 overwritten, %6 corrupted, %7 unreadable sectors.</source>
        <translation>Écrit %1, intact %2, perdu %3 : %4 modifiés, %5 écrasés, %6 corrompus, %7 secteurs illisibles.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 MB/s on average, %3 to %4 MB/s per file, slowest second %5 MB/s.</source>
        <translation>%1 : %2 Mo/s en moyenne, de %3 à %4 Mo/s par fichier, seconde la plus lente %5 Mo/s.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First bad sector: %1.h2w at %2, expected offset %3, found %4 (%5).</source>
        <translation>Premier secteur défectueux : %1.h2w à %2, décalage attendu %3, trouvé %4 (%5).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Files of %1: f3read and H2testw read only 1 GiB files.</source>
        <translation>Fichiers de %1 : f3read et H2testw ne lisent que des fichiers de 1 Gio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The files are kept in %1.</source>
        <translation>Les fichiers sont conservés dans %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Speed over the capacity, per file</source>
        <translation>Vitesse sur toute la capacité, par fichier</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 per cell</source>
        <translation>%1 par case</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Target: %1    read back the .h2w files in %2</source>
        <translation>Cible : %1    relecture des fichiers .h2w de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target: %1    %2 in files of %3, read back with direct I/O</source>
        <translation>Cible : %1    %2 en fichiers de %3, relus en E/S directe</translation>
    </message>
</context>
<context>
    <name>smui::CapacityMap</name>
    <message>
        <location filename="../../ui/charts/capacity_map.cpp" line="+23"/>
        <source>not reached</source>
        <translation>non atteints</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>written, not read back yet</source>
        <translation>écrits, pas encore relus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intact</source>
        <translation>intacts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>partly lost</source>
        <translation>en partie perdus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost</source>
        <translation>perdus</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>%1; each cell of the map is a slice of %2 files</source>
        <translation>%1 ; chaque case de la carte regroupe %2 fichiers</translation>
    </message>
</context>
<context>
    <name>smui::ChartUtil</name>
    <message>
        <location filename="../../ui/charts/chart_util.cpp" line="+263"/>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chart of the figures in the results table</source>
        <translation>Un graphique des valeurs du tableau de résultats</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The measured figures, one row each</source>
        <translation>Les valeurs mesurées, une ligne chacune</translation>
    </message>
    <message>
        <location line="-162"/>
        <source>No data yet</source>
        <translation>Pas encore de données</translation>
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
        <translation>Arrêt en cours — SolidMark</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopping… removing the test file</source>
        <translation>Arrêt… suppression du fichier de test</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close anyway (leave the file)</source>
        <translation>Fermer quand même (laisser le fichier)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Waiting %1 s for the engine to stop and the drive to remove the file.</source>
        <translation>Attente depuis %1 s de l’arrêt du moteur et de la suppression du fichier sur le disque.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, the test folder may stay on the drive.</source>
        <translation>Cela prend du temps : le disque est peut-être lent ou ne répond pas. Si vous fermez maintenant, le dossier de test peut rester sur le disque.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This takes long: the drive may be slow or not responding. If you close now, %1 stays on the drive and you must remove it by hand.</source>
        <translation>Cela prend du temps : le disque est peut-être lent ou ne répond pas. Si vous fermez maintenant, %1 reste sur le disque et vous devrez le supprimer à la main.</translation>
    </message>
</context>
<context>
    <name>smui::CompareChart</name>
    <message>
        <location filename="../../ui/charts/compare_chart.cpp" line="+184"/>
        <source>%1: %2</source>
        <comment>a chart&apos;s title and what it is of: Latency percentiles: 4K read</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 and %2</source>
        <comment>two kinds of result compared</comment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>test size %1</source>
        <translation>taille du test %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>test sizes %1 to %2</source>
        <translation>tailles du test de %1 à %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to %2</source>
        <comment>a range of dates</comment>
        <translation>du %1 au %2</translation>
    </message>
    <message>
        <location filename="../../ui/charts/compare_bars.cpp" line="+55"/>
        <source>higher is better</source>
        <translation>plus haut est meilleur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lower is better</source>
        <translation>plus bas est meilleur</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>change in % against %1</source>
        <translation>variation en % par rapport à %1</translation>
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
        <translation>Lignes pointillées : où le cache d&apos;écriture de chaque résultat s&apos;est épuisé</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>logarithmic scale</source>
        <translation>échelle logarithmique</translation>
    </message>
</context>
<context>
    <name>smui::CompareDialog</name>
    <message>
        <location filename="../../ui/tools/compare_dialog.cpp" line="+48"/>
        <source>Compare results: %1 — SolidMark</source>
        <translation>Comparer des résultats : %1 — SolidMark</translation>
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
        <translation>É</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compare_dialog.cpp" line="+66"/>
        <source>Name (click to edit)</source>
        <translation>Nom (cliquer pour modifier)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (UTC)</source>
        <translation>Date (UTC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>Provenance</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Best first</source>
        <translation>Meilleur d&apos;abord</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>As listed</source>
        <translation>Dans l&apos;ordre de la liste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chart:</source>
        <translation>Graphique :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reference:</source>
        <translation>Référence :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highlight:</source>
        <translation>Mettre en avant :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars:</source>
        <translation>Barres :</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Fill</source>
        <translation>Remplissage</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Width:</source>
        <translation>Largeur :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scale:</source>
        <translation>Échelle :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Theme:</source>
        <translation>Thème :</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save SVG…</source>
        <translation>Enregistrer en SVG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Exporter en JSON…</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+210"/>
        <source>This build of SolidMark has no Qt Svg; save a PNG instead</source>
        <translation>Cette version de SolidMark n&apos;a pas Qt Svg ; enregistrez plutôt un PNG</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2</source>
        <comment>a compare note: the result, then what its numbers are</comment>
        <translation>%1 : %2</translation>
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
        <translation> (référence)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The best value of this row</source>
        <translation>La meilleure valeur de cette ligne</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>SVG image (*.svg)</source>
        <translation>Image SVG (*.svg)</translation>
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
        <translation>Enregistrer la comparaison</translation>
    </message>
    <message>
        <location line="-236"/>
        <source>Save PNG…</source>
        <translation>Enregistrer en PNG…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+217"/>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <location line="-207"/>
        <source>%1 and %2</source>
        <comment>two kinds of result compared</comment>
        <translation>%1 et %2</translation>
    </message>
</context>
<context>
    <name>smui::CompressionDialog</name>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="-78"/>
        <source>Compression benchmark</source>
        <translation>Benchmark de compression</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target: %1    Test size: %2 (%3 per point, 1 MB blocks, QD1, unbuffered)</source>
        <translation>Cible : %1    Taille de test : %2 (%3 par point, blocs de 1 MB, QD1, sans tampon)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed by compressibility</source>
        <translation>Vitesse selon la compressibilité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressibility (share of zero bytes, %)</source>
        <translation>Compressibilité (part d&apos;octets nuls, %)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (Mio/s)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Read MB/s</source>
        <translation>Lecture MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write MB/s</source>
        <translation>Écriture MB/s</translation>
    </message>
</context>
<context>
    <name>smui::ConditionDialog</name>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="-145"/>
        <source>Condition drive</source>
        <translation>Conditionner le disque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Random 128 KiB incompressible writes over a conditioning file, to bring the drive to its used (steady) state before a run labelled &quot;conditioned&quot;. At least 2 GiB stay free.</source>
        <translation>Cible : %1
Écritures aléatoires incompressibles de 128 Kio sur un fichier de conditionnement, pour amener le disque à son état d&apos;usage (établi) avant une exécution étiquetée « conditioned ». Au moins 2 Gio restent libres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>50 % of the free space</source>
        <translation>50 % de l&apos;espace libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>25 % de l&apos;espace libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75 % of the free space</source>
        <translation>75 % de l&apos;espace libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>La taille de test (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>minutes</source>
        <translation>minutes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GiB written</source>
        <translation>Gio écrits</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>One sequential pass over the file first</source>
        <translation>D&apos;abord une passe séquentielle sur le fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the file during the next run (removed when it ends)</source>
        <translation>Conserver le fichier pendant la prochaine exécution (supprimé à la fin de celle-ci)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File size:</source>
        <translation>Taille du fichier :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after:</source>
        <translation>Arrêter après :</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write speed while conditioning</source>
        <translation>Vitesse d&apos;écriture pendant le conditionnement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random 128 KiB write</source>
        <translation>Écriture aléatoire de 128 Kio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (s)</source>
        <translation>Temps (s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (Mio/s)</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s, after a %6 s sequential fill.</source>
        <translation>%1 conditionné : un fichier de %2, %3 d&apos;écritures aléatoires de 128 Kio en %4 s = %5 MB/s, après un remplissage séquentiel de %6 s.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Conditioned %1: a %2 file, %3 of random 128 KiB writes in %4 s = %5 MB/s.</source>
        <translation>%1 conditionné : un fichier de %2, %3 d&apos;écritures aléatoires de 128 Kio en %4 s = %5 MB/s.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>MB/s per second: first %1, last %2, min %3, max %4 (%n sample(s))</source>
        <translation>
            <numerusform>MB/s par seconde : premier %1, dernier %2, min %3, max %4 (%n échantillon)</numerusform>
            <numerusform>MB/s par seconde : premier %1, dernier %2, min %3, max %4 (%n échantillons)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is kept in %1 until the next run on this target ends.</source>
        <translation>Le fichier est conservé dans %1 jusqu&apos;à la fin de la prochaine exécution sur cette cible.</translation>
    </message>
</context>
<context>
    <name>smui::CopyDialog</name>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="-76"/>
        <source>Copy benchmark</source>
        <translation>Benchmark de copie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Scale: %2 (test size %3; 1 GiB = full-size sets)
Each set is created, flushed and evicted from the cache, then copied on the same volume; the time includes flushing the copy.</source>
        <translation>Cible : %1    Échelle : %2 (taille de test %3 ; 1 Gio = jeux en taille réelle)
Chaque jeu est créé, vidé sur le disque et retiré du cache, puis copié sur le même volume ; le temps inclut le vidage de la copie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Taille</translation>
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
        <translation>le redémarrage a été refusé</translation>
    </message>
</context>
<context>
    <name>smui::HealthDialog</name>
    <message>
        <location filename="../../ui/panels/health_view.cpp" line="+26"/>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Health</source>
        <translation>Santé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why not</source>
        <translation>Pourquoi pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Critical warning</source>
        <translation>Avertissement critique</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Available spare</source>
        <translation>Réserve disponible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spare threshold</source>
        <translation>Seuil de réserve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percentage used</source>
        <translation>Pourcentage utilisé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data read</source>
        <translation>Données lues</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data written</source>
        <translation>Données écrites</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power-on hours</source>
        <translation>Heures de fonctionnement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power cycles</source>
        <translation>Cycles d&apos;alimentation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsafe shutdowns</source>
        <translation>Arrêts non sécurisés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Media errors</source>
        <translation>Erreurs de support</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error log entries</source>
        <translation>Entrées du journal d&apos;erreurs</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>critical warning (%1)</source>
        <translation>avertissement critique (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>unknown: %1</source>
        <translation>inconnu : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 % used</source>
        <translation>%1 % utilisé</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the drive counted %1 written during this run (SolidMark wrote %2)</source>
        <translation>le disque a compté %1 écrits pendant ce test (SolidMark a écrit %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drive counted %1 written during this run</source>
        <translation>le disque a compté %1 écrits pendant ce test</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drive health</source>
        <translation>Santé du disque</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Worst</source>
        <translation>Pire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threshold</source>
        <translation>Seuil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raw</source>
        <translation>Brut</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Read again</source>
        <translation>&amp;Relire</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>smui::HistoryDialog</name>
    <message>
        <location filename="../../ui/tools/history_dialog.cpp" line="-268"/>
        <source>History — SolidMark</source>
        <translation>Historique — SolidMark</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved results in %1</source>
        <translation>Résultats enregistrés dans %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+225"/>
        <source>The history cannot be opened: %1</source>
        <translation>Impossible d&apos;ouvrir l&apos;historique : %1</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>Filter by drive (model or serial)</source>
        <translation>Filtrer par disque (modèle ou numéro de série)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drive:</source>
        <translation>Disque :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (UTC)</source>
        <translation>Date (UTC)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Label</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select two or more results of the same kind (up to 26), or imported peer results and preset runs</source>
        <translation>Sélectionnez deux résultats ou plus du même type (jusqu&apos;à 26), ou des résultats importés d&apos;autres outils et des exécutions de préréglages</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export JSON…</source>
        <translation>Exporter en JSON…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Delete the %n selected result(s) from the history?</source>
        <translation>
            <numerusform>Supprimer le résultat sélectionné (%n) de l&apos;historique ?</numerusform>
            <numerusform>Supprimer les %n résultats sélectionnés de l&apos;historique ?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Export JSON</source>
        <translation>Exporter en JSON</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Store a SolidMark result JSON, or a text saved by CrystalDiskMark 5–9, KDiskMark or AmorphousDiskMark</source>
        <translation>Enregistrer un résultat JSON de SolidMark, ou un texte enregistré par CrystalDiskMark 5–9, KDiskMark ou AmorphousDiskMark</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Every result SolidMark reads (*.txt *.json)</source>
        <translation>Tous les résultats que lit SolidMark (*.txt *.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CrystalDiskMark text (*.txt)</source>
        <translation>Texte CrystalDiskMark (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KDiskMark text (*.txt)</source>
        <translation>Texte KDiskMark (*.txt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AmorphousDiskMark text (*.txt)</source>
        <translation>Texte AmorphousDiskMark (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SolidMark result JSON (*.json)</source>
        <translation>Résultat JSON de SolidMark (*.json)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import a result</source>
        <translation>Importer un résultat</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot import %1:
%2
Nothing was stored.</source>
        <translation>Impossible d&apos;importer %1 :
%2
Rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>%1 (local time)</source>
        <comment>a date whose time zone is not known</comment>
        <translation>%1 (heure locale)</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected benchmark run in the main window</source>
        <translation>Afficher l’exécution sélectionnée dans la fenêtre principale</translation>
    </message>
</context>
<context>
    <name>smui::MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+265"/>
        <source>Whole-drive access time</source>
        <translation>Temps d&apos;accès sur tout le disque</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Reading the whole drive needs your permission; nothing is written.

Allow it and your desktop may ask for your password. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>Lire tout le disque nécessite votre autorisation ; rien n&apos;est écrit.

Si vous l&apos;autorisez, votre bureau peut demander votre mot de passe. Avec un fichier de test à la place, la lecture du temps d&apos;accès couvre le fichier de test, et le résultat l&apos;indique.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allow</source>
        <translation>Autoriser</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Use a test file instead</source>
        <translation>Utiliser un fichier de test à la place</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-74"/>
        <source>Acc.time read spanned the test file, not the whole drive: %1.</source>
        <translation>La lecture Acc.time a couvert le fichier de test, pas tout le disque : %1.</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>&amp;Write-through (writes past the drive&apos;s cache)</source>
        <translation>&amp;Écriture immédiate (contourne le cache du disque)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every write of the test file completes only once it is past the drive&apos;s volatile cache (FUA), as AS SSD is said to write. Off: direct I/O alone, as CrystalDiskMark and fio.</source>
        <translation>Chaque écriture du fichier de test ne se termine qu&apos;une fois passée au-delà du cache volatil du disque (FUA), comme AS SSD écrirait. Désactivé : E/S directes seules, comme CrystalDiskMark et fio.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Dri&amp;ve health…</source>
        <translation>S&amp;anté du disque…</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>  ·  write-through</source>
        <translation>  ·  écriture immédiate</translation>
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
        <translation>Incompressible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compressible (%1 % zeros)</source>
        <translation>Compressible (%1 % de zéros)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Choose a target volume or folder first.</source>
        <translation>Choisissez d&apos;abord un volume ou un dossier cible.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Reading the whole drive needs an administrator on Windows; nothing is written.

Restart SolidMark as administrator (Windows asks you to confirm) and the run starts again there. With a test file instead, the access time read spans the test file, and the result says so.</source>
        <translation>Lire tout le disque sous Windows demande un administrateur ; rien n’est écrit.

Redémarrez SolidMark en tant qu’administrateur (Windows demande de confirmer) et le test reprend là. Avec un fichier de test, la lecture du temps d’accès couvre le fichier de test, et le résultat le précise.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>SolidMark was not restarted as administrator: %1. Nothing was run.</source>
        <translation>SolidMark n’a pas été redémarré en tant qu’administrateur : %1. Rien n’a été exécuté.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Restart as administrator</source>
        <translation>Redémarrer en tant qu’administrateur</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Aborting…</source>
        <translation>Interruption…</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../ui/window/main_window_view.cpp" line="-360"/>
        <location line="+170"/>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Abort</source>
        <translation>Interrompre</translation>
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
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>Finished; the test folder has been removed.</source>
        <translation>Terminé ; le dossier de test a été supprimé.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 It is still shown here: File → Export JSON… saves it.</source>
        <translation>%1 Il reste affiché ici : Fichier → Exporter en JSON… permet de l&apos;enregistrer.</translation>
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
        <translation>Comparer avec la dernière exécution out-of-box de ce disque ?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Aborted</source>
        <translation>Interrompu</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+37"/>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Wait for the running benchmark to finish, or abort it, before starting another.</source>
        <translation>Attendez la fin du benchmark en cours, ou interrompez-le, avant d&apos;en lancer un autre.</translation>
    </message>
    <message>
        <location line="-271"/>
        <location line="+353"/>
        <location filename="../../ui/window/main_window_view.cpp" line="-9"/>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <location line="-537"/>
        <source>A benchmark is running. Abort it and remove its test folder?</source>
        <translation>Un benchmark est en cours. L&apos;interrompre et supprimer son dossier de test ?</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-33"/>
        <location line="+23"/>
        <source>There is no result to export yet.</source>
        <translation>Il n&apos;y a pas encore de résultat à exporter.</translation>
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
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+0"/>
        <location filename="../../ui/window/main_window_files.cpp" line="+6"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="+36"/>
        <source>Cannot import %1:
%2
Choose a JSON file exported by SolidMark.</source>
        <translation>Impossible d&apos;importer %1 :
%2
Choisissez un fichier JSON exporté par SolidMark.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Showing %1</source>
        <translation>Affichage de %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Import fio result</source>
        <translation>Importer un résultat fio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fio JSON output (*.json);;All files (*)</source>
        <translation>Sortie JSON de fio (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot import %1:
%2
Choose the output of fio --output-format=json or json+.</source>
        <translation>Impossible d&apos;importer %1 :
%2
Choisissez la sortie de fio --output-format=json ou json+.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>fio result: %1</source>
        <translation>Résultat fio : %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Showing %1 (measured by fio)</source>
        <translation>Affichage de %1 (mesuré par fio)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;As in AS SSD, with all values in MB/s (MiB/s):&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × SeqRead + 4K Read + 4K-64Thrd Read
Write = 0.1 × SeqWrite + 4K Write + 4K-64Thrd Write
Total = 0.1 × SeqRead + 0.15 × SeqWrite + 2 × 4K Read
        + 4K Write + 1.5 × 4K-64Thrd Read + 4K-64Thrd Write&lt;/pre&gt;&lt;p&gt;Access time does not count. A score appears only when all of its inputs were measured in this run.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Comme dans AS SSD, toutes les valeurs en MB/s (Mio/s) :&lt;/p&gt;&lt;pre&gt;Lecture  = 0,1 × SeqRead + 4K Read + 4K-64Thrd Read
Écriture = 0,1 × SeqWrite + 4K Write + 4K-64Thrd Write
Total    = 0,1 × SeqRead + 0,15 × SeqWrite + 2 × 4K Read
           + 4K Write + 1,5 × 4K-64Thrd Read + 4K-64Thrd Write&lt;/pre&gt;&lt;p&gt;Le temps d&apos;accès ne compte pas. Un score n&apos;apparaît que si toutes ses valeurs d&apos;entrée ont été mesurées pendant cette exécution.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;p&gt;This run:&lt;/p&gt;&lt;pre&gt;Read  = 0.1 × %1 + %2 + %3 = %4
Write = 0.1 × %5 + %6 + %7 = %8
Total = 0.1 × %1 + 0.15 × %5 + 2 × %2 + %6 + 1.5 × %3 + %7 = %9&lt;/pre&gt;</source>
        <translation>&lt;p&gt;Cette exécution :&lt;/p&gt;&lt;pre&gt;Lecture  = 0,1 × %1 + %2 + %3 = %4
Écriture = 0,1 × %5 + %6 + %7 = %8
Total    = 0,1 × %1 + 0,15 × %5 + 2 × %2 + %6 + 1,5 × %3 + %7 = %9&lt;/pre&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How scores are computed</source>
        <translation>Comment les scores sont calculés</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a folder on the drive to test</source>
        <translation>Choisissez un dossier sur le disque à tester</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-185"/>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mean</source>
        <translation>moy.</translation>
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
        <translation>max</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Completion latency of each I/O, in microseconds</source>
        <translation>Latence d&apos;achèvement de chaque E/S, en microsecondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source>Latency (µs)</source>
        <translation>Latence (µs)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test size</source>
        <translation>Taille de test</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Test data</source>
        <translation>Données de test</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill</source>
        <translation>Remplissage</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+170"/>
        <source>Label</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>Start the benchmark; Esc aborts a running one</source>
        <translation>Lancer le benchmark ; Échap interrompt celui en cours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The running test and how far it is</source>
        <translation>Le test en cours et son avancement</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run the %1 test</source>
        <translation>Exécuter le test %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Volume or folder to test. SolidMark writes only inside its own SolidMark-* folder there and removes it afterwards.</source>
        <translation>Volume ou dossier à tester. SolidMark écrit uniquement dans son propre dossier SolidMark-* à cet endroit et le supprime ensuite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose folder…</source>
        <translation>Choisir un dossier…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size of the test file</source>
        <translation>Taille du fichier de test</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Incompressible: fresh random data, what AS SSD measures.
Compressible: a share of every 4 KiB is zeros (controllers that compress look faster).</source>
        <translation>Incompressible : données aléatoires fraîches, ce que mesure AS SSD.
Compressible : une part de chaque bloc de 4 Kio est constituée de zéros (les contrôleurs qui compressent paraissent plus rapides).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Health</source>
        <translation>Santé</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+225"/>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location line="-224"/>
        <location line="+224"/>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Score:</source>
        <translation>Score :</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Total:</source>
        <translation>Total :</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Saved with the run in the history: out-of-box, conditioned, or any text</source>
        <translation>Enregistrée avec l&apos;exécution dans l&apos;historique : out-of-box, conditioned ou tout autre texte</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;screenshot…</source>
        <translation>Enregistrer une &amp;capture d&apos;écran…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save screenshot</source>
        <translation>Enregistrer une capture d&apos;écran</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export &amp;JSON…</source>
        <translation>Exporter en &amp;JSON…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en CS&amp;V…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;text…</source>
        <translation>Exporter en &amp;texte…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import &amp;fio result…</source>
        <translation>Importer un résultat &amp;fio…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy results as text</source>
        <translation>&amp;Copier les résultats en texte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Acc.time read</source>
        <translation>Lecture du temps d&apos;&amp;accès</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whole &amp;device (AS SSD)</source>
        <translation>&amp;Disque entier (AS SSD)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test file</source>
        <translation>&amp;Fichier de test</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
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
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System default</source>
        <translation>Par défaut du système</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;System</source>
        <translation>&amp;Système</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Dark</source>
        <translation>S&amp;ombre</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How scores are &amp;computed</source>
        <translation>Comment les scores sont &amp;calculés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;log folder</source>
        <translation>Ouvrir le dossier des &amp;journaux</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;About SolidMark</source>
        <translation>À &amp;propos de SolidMark</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About SolidMark</source>
        <translation>À propos de SolidMark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;An open-source SSD benchmark in the tradition of AS SSD Benchmark.&lt;/p&gt;&lt;p&gt;Qt %2, spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;License: GNU GPL version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;SolidMark %1&lt;/h3&gt;&lt;p&gt;Un benchmark de SSD libre dans la tradition d&apos;AS SSD Benchmark.&lt;/p&gt;&lt;p&gt;Qt %2, spdlog %3.%4.%5&lt;/p&gt;&lt;p&gt;Licence : GNU GPL version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Test: %1. Direction: %2. Value: %3.</source>
        <translation>Test : %1. Sens : %2. Valeur : %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 I/Os of %2 B in %3 s
latency mean %4 µs, p99 %5 µs</source>
        <translation>%1 E/S de %2 o en %3 s
latence moy. %4 µs, p99 %5 µs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
Span: the whole device</source>
        <translation>
Portée : le disque entier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>
Span: the test file (%1)</source>
        <translation>
Portée : le fichier de test (%1)</translation>
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
        <translation>  ·  AVEC TAMPON (en cache, non comparable)</translation>
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
        <translation>  ·  pas de température (%1)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Throttling: %1 at %2 s was %3 % below its speed before the drive reached its warning temperature of %4 °C.</source>
        <translation>Bridage thermique : %1 à %2 s était %3 % sous sa vitesse d&apos;avant que le disque atteigne sa température d&apos;alerte de %4 °C.</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="+76"/>
        <source>%1 (%2), %3, %4 free</source>
        <translation>%1 (%2), %3, %4 libres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1</source>
        <translation>Dossier : %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Device: %1</source>
        <translation>Périphérique : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filesystem: %1</source>
        <translation>Système de fichiers : %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size: %1</source>
        <translation>Taille : %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free: %1</source>
        <translation>Libre : %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stack: %1</source>
        <translation>Pile : %1</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Firmware</source>
        <translation>Micrologiciel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Controller</source>
        <translation>Contrôleur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offset</source>
        <translation>Décalage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filesystem</source>
        <translation>Système de fichiers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Free</source>
        <translation>Libre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stack</source>
        <translation>Pile</translation>
    </message>
    <message>
        <location filename="../../ui/tools/compression_dialog.cpp" line="+54"/>
        <source>&amp;Compression benchmark…</source>
        <translation>Benchmark de &amp;compression…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/copy_dialog.cpp" line="+28"/>
        <source>C&amp;opy benchmark…</source>
        <translation>Benchmark de c&amp;opie…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/preset_dialog.cpp" line="+1"/>
        <source>&amp;Queue-depth presets (CrystalDiskMark-style)…</source>
        <translation>&amp;Préréglages de profondeur de file (style CrystalDiskMark)…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="+1"/>
        <source>&amp;Workload profiles…</source>
        <translation>Profi&amp;ls de charge…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="+1"/>
        <source>&amp;Block-size sweep…</source>
        <translation>&amp;Balayage de tailles de bloc…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="+1"/>
        <source>S&amp;urface scan…</source>
        <translation>Analyse de s&amp;urface…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="+1"/>
        <source>&amp;Steady state…</source>
        <translation>&amp;Régime établi…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="+1"/>
        <source>Sus&amp;tained write…</source>
        <translation>Écriture &amp;soutenue…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/condition_dialog.cpp" line="+5"/>
        <source>Condition &amp;drive…</source>
        <translation>Con&amp;ditionner le disque…</translation>
    </message>
    <message>
        <location filename="../../ui/panels/targets.cpp" line="-164"/>
        <source>reading…</source>
        <translation>lecture…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
Reading its size and drive…</source>
        <translation>Dossier : %1
Lecture de sa taille et de son disque…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not responding</source>
        <translation>ne répond pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder: %1
It did not answer within %2 s: its filesystem is stalled (a FUSE daemon or network server that stopped responding, or a failing drive). SolidMark does not wait for it; choose another target, or wait: it is listed again when it answers.</source>
        <translation>Dossier : %1
Il n’a pas répondu en %2 s : son système de fichiers est bloqué (un démon FUSE ou un serveur réseau qui ne répond plus, ou un disque défaillant). SolidMark ne l’attend pas ; choisissez une autre cible, ou attendez : il réapparaîtra dans la liste dès qu’il répondra.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="-187"/>
        <source>&amp;Open result…</source>
        <translation>&amp;Ouvrir un résultat…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="-248"/>
        <source>%1 is not responding (a stalled FUSE daemon, network server or drive). Choose another target, or wait until it answers.</source>
        <translation>%1 ne répond pas (démon FUSE, serveur réseau ou disque bloqué). Choisissez une autre cible, ou attendez qu’il réponde.</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_view.cpp" line="+251"/>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.cpp" line="+147"/>
        <source>Aborted before the run started; nothing was written.</source>
        <translation>Interrompu avant le début de l’exécution ; rien n’a été écrit.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>the history (#%1)</source>
        <translation>l’historique (n° %1)</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_files.cpp" line="-109"/>
        <source>Open result</source>
        <translation>Ouvrir un résultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SolidMark results (*.solidmark.json *.json)</source>
        <translation>Résultats SolidMark (*.solidmark.json *.json)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Opened from %1 — run on %2</source>
        <translation>Ouvert depuis %1 — exécuté le %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_health.cpp" line="+36"/>
        <source>Drive health</source>
        <translation>Santé du disque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 reports a critical warning (%2).

A benchmark writes to the drive, and this drive may be failing. Back up its data first.</source>
        <translation>%1 signale un avertissement critique (%2).

Un test écrit sur le disque, et ce disque est peut-être en train de lâcher. Sauvegardez d&apos;abord ses données.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Run anyway</source>
        <translation>&amp;Lancer quand même</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window_fill.cpp" line="+31"/>
        <source>Fill series</source>
        <translation>Série de remplissage</translation>
    </message>
    <message>
        <location filename="../../ui/tools/capacity_dialog.cpp" line="+8"/>
        <source>Ca&amp;pacity check…</source>
        <translation>&amp;Vérification de capacité…</translation>
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
        <translation>Préréglages de profondeur de file (style CrystalDiskMark)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them (the main window&apos;s AS SSD suite uses MiB/s).</source>
        <translation>Cible : %1    Taille de test : %2    Vitesses en MB/s = 10^6 octets/s, comme les affiche CrystalDiskMark (la suite AS SSD de la fenêtre principale utilise des Mio/s).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>One row per test: read, write and mix figures in the chosen unit</source>
        <translation>Une ligne par test : lecture, écriture et mixte dans l&apos;unité choisie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+73"/>
        <source>Mix</source>
        <translation>Mixte</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars of the table&apos;s figures per test</source>
        <translation>Barres des valeurs du tableau par test</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Default (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)</source>
        <translation>Par défaut (SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVMe (SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1)</source>
        <translation>NVMe (SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The set of tests to run</source>
        <translation>L&apos;ensemble des tests à exécuter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak: best pass</source>
        <translation>Peak : meilleure passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Real: mean of the passes</source>
        <translation>Real : moyenne des passes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Report the best pass (Peak) or the mean of the passes (Real)</source>
        <translation>Indiquer la meilleure passe (Peak) ou la moyenne des passes (Real)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passes</source>
        <translation>Passes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Passes per test and direction</source>
        <translation>Passes par test et par sens</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preset:</source>
        <translation>Préréglage :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Profile:</source>
        <translation>Profil :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes:</source>
        <translation>Passes :</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval</source>
        <translation>Intervalle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rest before every pass but the first, so the drive cools down</source>
        <translation>Pause avant chaque passe sauf la première, pour que le disque refroidisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+Mix</source>
        <translation>+Mixte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a mixed read/write measurement to every test, as CrystalDiskMark&apos;s +Mix</source>
        <translation>Ajouter à chaque test une mesure mixte lecture/écriture, comme le +Mix de CrystalDiskMark</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> % read</source>
        <translation> % lecture</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mix read share</source>
        <translation>Part de lecture du mixte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Share of reads in the mixed measurement; the rest are writes</source>
        <translation>Part des lectures dans la mesure mixte ; le reste sont des écritures</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What the table and chart show; the exports keep every unit</source>
        <translation>Ce que montrent le tableau et le graphique ; les exports gardent toutes les unités</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interval:</source>
        <translation>Intervalle :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unit:</source>
        <translation>Unité :</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Custom (%1)</source>
        <translation>Personnalisé (%1)</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Read (%1)</source>
        <translation>Lecture (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write (%1)</source>
        <translation>Écriture (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mix %1 % (%2)</source>
        <translation>Mixte %1 % (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 octets/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB/s (10^9 bytes/s)</source>
        <translation>GB/s (10^9 octets/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean latency (µs)</source>
        <translation>Latence moyenne (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 per test</source>
        <translation>%1 par test</translation>
    </message>
    <message numerus="yes">
        <location line="+74"/>
        <source>Target: %1    Test size: %2    %3 of %n pass(es), queue engine %4. Speeds in MB/s = 10^6 bytes/s, as CrystalDiskMark prints them.</source>
        <translation>
            <numerusform>Cible : %1    Taille de test : %2    %3 sur %n passe, moteur de file %4. Vitesses en MB/s = 10^6 octets/s, comme les affiche CrystalDiskMark.</numerusform>
            <numerusform>Cible : %1    Taille de test : %2    %3 sur %n passes, moteur de file %4. Vitesses en MB/s = 10^6 octets/s, comme les affiche CrystalDiskMark.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peak: best</source>
        <translation>Peak : meilleure</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Real: mean</source>
        <translation>Real : moyenne</translation>
    </message>
</context>
<context>
    <name>smui::ProfileDialog</name>
    <message>
        <location filename="../../ui/tools/profile_dialog.cpp" line="-118"/>
        <source>Workload profiles</source>
        <translation>Profils de charge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    An IOMeter-style mix at each queue depth of the ramp, %3 s per step. MB/s = 10^6 bytes/s.</source>
        <translation>Cible : %1    Taille de test : %2    Un mélange style IOMeter à chaque profondeur de file de la rampe, %3 s par étape. MB/s = 10^6 octets/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database: 8 KiB, 67 % read</source>
        <translation>Base de données : 8 Kio, 67 % lecture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File server: 512 B–64 KiB, 80 % read</source>
        <translation>Serveur de fichiers : 512 o–64 Kio, 80 % lecture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Web server: 512 B–512 KiB, 100 % read</source>
        <translation>Serveur web : 512 o–512 Kio, 100 % lecture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Workstation: 8 KiB, 80 % read, 80 % random</source>
        <translation>Poste de travail : 8 Kio, 80 % lecture, 80 % aléatoire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Profile:</source>
        <translation>Profil :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Threads:</source>
        <translation>Threads :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS and p99 latency against queue depth</source>
        <translation>IOPS et latence p99 selon la profondeur de file</translation>
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
        <translation>Latence p99 (µs)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Queue depth</source>
        <translation>Profondeur de file</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean µs</source>
        <translation>moy. µs</translation>
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
            <numerusform>Cible : %1    Taille de test : %2    Profil %3, %n thread, moteur de file %4. MB/s = 10^6 octets/s.</numerusform>
            <numerusform>Cible : %1    Taille de test : %2    Profil %3, %n threads, moteur de file %4. MB/s = 10^6 octets/s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>smui::SpeedChart</name>
    <message>
        <location filename="../../ui/charts/speed_chart.cpp" line="+50"/>
        <source>Time (s)</source>
        <translation>Temps (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time</source>
        <translation>Vitesse au fil du temps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each test&apos;s MB/s every 250 ms, one test after another; read blue, write red</source>
        <translation>MB/s de chaque test toutes les 250 ms, un test après l&apos;autre ; lecture en bleu, écriture en rouge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed over time: each test&apos;s MB/s every 250 ms, one test after another (read blue, write red). A steady drive draws flat steps.</source>
        <translation>Vitesse au fil du temps : MB/s de chaque test toutes les 250 ms, un test après l&apos;autre (lecture en bleu, écriture en rouge). Un disque régulier dessine des paliers plats.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>This result keeps no speed over time</source>
        <translation>Ce résultat ne contient pas la vitesse au fil du temps</translation>
    </message>
</context>
<context>
    <name>smui::SteadyDialog</name>
    <message>
        <location filename="../../ui/tools/steady_dialog.cpp" line="-210"/>
        <source>Steady state</source>
        <translation>Régime établi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    One workload repeated in rounds until the last %3 rounds&apos; IOPS stay within ±%4 % of their mean and their fitted slope within ±%5 %, or until the time cap.</source>
        <translation>Cible : %1    Taille de test : %2    Une même charge répétée par tours jusqu&apos;à ce que les IOPS des %3 derniers tours restent à ±%4 % de leur moyenne et leur pente ajustée à ±%5 %, ou jusqu&apos;à la limite de temps.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> % read</source>
        <translation> % lecture</translation>
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
        <translation>Charge :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round:</source>
        <translation>Tour :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cap:</source>
        <translation>Limite :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>IOPS per round</source>
        <translation>IOPS par tour</translation>
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
        <translation>Moyenne de la fenêtre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>±%1 % band</source>
        <translation>Bande ±%1 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round</source>
        <translation>Tour</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean µs</source>
        <translation>moy. µs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 µs</source>
        <translation>p99 µs</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Steady state: ----</source>
        <translation>Régime établi : ----</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>Steady state after %n round(s): %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Régime établi après %n tour : %1 IOPS (plus grand écart %2 %, pente %3 %).</numerusform>
            <numerusform>Régime établi après %n tours : %1 IOPS (plus grand écart %2 %, pente %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>No steady state within the cap: the last %n round(s) averaged %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Pas de régime établi dans la limite : le dernier tour (%n) a donné en moyenne %1 IOPS (plus grand écart %2 %, pente %3 %).</numerusform>
            <numerusform>Pas de régime établi dans la limite : les %n derniers tours ont donné en moyenne %1 IOPS (plus grand écart %2 %, pente %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>No steady state within the cap: fewer than %n round(s) fitted in it.</source>
        <translation>
            <numerusform>Pas de régime établi dans la limite : moins de %n tour y a tenu.</numerusform>
            <numerusform>Pas de régime établi dans la limite : moins de %n tours y ont tenu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not steady yet: the last %n round(s) average %1 IOPS (largest excursion %2 %, slope %3 %).</source>
        <translation>
            <numerusform>Pas encore établi : le dernier tour (%n) donne en moyenne %1 IOPS (plus grand écart %2 %, pente %3 %).</numerusform>
            <numerusform>Pas encore établi : les %n derniers tours donnent en moyenne %1 IOPS (plus grand écart %2 %, pente %3 %).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Not steady yet: %1 of at least %n round(s) done.</source>
        <translation>
            <numerusform>Pas encore établi : %1 sur au moins %n tour effectués.</numerusform>
            <numerusform>Pas encore établi : %1 sur au moins %n tours effectués.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Target: %1    Test size: %2    %3 at %4 % read, %5 s rounds, cap %6 min; steady when the last %7 rounds stay within ±%8 % of their mean and their fitted slope within ±%9 %. Queue engine: %10.</source>
        <translation>Cible : %1    Taille de test : %2    %3 à %4 % lecture, tours de %5 s, limite %6 min ; établi quand les %7 derniers tours restent à ±%8 % de leur moyenne et leur pente ajustée à ±%9 %. Moteur de file : %10.</translation>
    </message>
</context>
<context>
    <name>smui::SurfaceDialog</name>
    <message>
        <location filename="../../ui/tools/surface_dialog.cpp" line="-119"/>
        <source>Surface scan</source>
        <translation>Analyse de surface</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Sequential reads at evenly spaced points across the whole drive when it opens read-only (nothing is written to it), else across a test file of %2; random reads around each point give its access time. MB/s = 10^6 bytes/s.</source>
        <translation>Cible : %1    Lectures séquentielles en points régulièrement espacés sur tout le disque lorsqu&apos;il s&apos;ouvre en lecture seule (rien n&apos;y est écrit), sinon sur un fichier de test de %2 ; des lectures aléatoires autour de chaque point donnent son temps d&apos;accès. MB/s = 10^6 octets/s.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> MiB</source>
        <translation> Mio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan the whole drive when it can be opened read-only</source>
        <translation>Analyser tout le disque lorsqu&apos;il peut être ouvert en lecture seule</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points:</source>
        <translation>Points :</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read per point:</source>
        <translation>Lecture par point :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read MB/s and access time across the span</source>
        <translation>Lecture MB/s et temps d&apos;accès sur la plage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read MB/s</source>
        <translation>Lecture MB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+9"/>
        <source>Access time (ms)</source>
        <translation>Temps d&apos;accès (ms)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Position (% of the span)</source>
        <translation>Position (% de la plage)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 octets/s)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Min ----    Avg ----    Max ----    Access time ----</source>
        <translation>Min ----    Moy. ----    Max ----    Temps d&apos;accès ----</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Min %1 MB/s    Avg %2 MB/s    Max %3 MB/s    Access time %4 ms</source>
        <translation>Min %1 MB/s    Moy. %2 MB/s    Max %3 MB/s    Temps d&apos;accès %4 ms</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the whole drive (%1), read-only</source>
        <translation>le disque entier (%1), en lecture seule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a test file of %1</source>
        <translation>un fichier de test de %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Target: %1    Span: %2    %n point(s), %3 read at each. MB/s = 10^6 bytes/s.</source>
        <translation>
            <numerusform>Cible : %1    Plage : %2    %n point, %3 lus à chacun. MB/s = 10^6 octets/s.</numerusform>
            <numerusform>Cible : %1    Plage : %2    %n points, %3 lus à chacun. MB/s = 10^6 octets/s.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Span: %1</source>
        <translation>Plage : %1</translation>
    </message>
</context>
<context>
    <name>smui::SustainedDialog</name>
    <message>
        <location filename="../../ui/tools/sustained_dialog.cpp" line="-204"/>
        <source>Sustained write</source>
        <translation>Écriture soutenue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1
Sequential incompressible writes until the amount is written, to find the drive&apos;s write cache (SLC cache): where the speed falls and stays down, the speed before and after, the slowest second and the drive&apos;s temperature. At least 2 GiB stay free.</source>
        <translation>Cible : %1
Écritures séquentielles incompressibles jusqu&apos;à la quantité choisie, pour trouver le cache d&apos;écriture du disque (cache SLC) : où la vitesse chute et reste basse, la vitesse avant et après, la seconde la plus lente et la température du disque. Au moins 2 Gio restent libres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 MiB blocks at queue depth 1 (TechPowerUp)</source>
        <translation>Blocs de 1 Mio à une profondeur de file de 1 (TechPowerUp)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>128 KiB blocks at queue depth 32 (AnandTech)</source>
        <translation>Blocs de 128 Kio à une profondeur de file de 32 (AnandTech)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>85 % of the free space</source>
        <translation>85 % de l&apos;espace libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>50 % of the free space</source>
        <translation>50 % de l&apos;espace libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25 % of the free space</source>
        <translation>25 % de l&apos;espace libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The test size (%1)</source>
        <translation>La taille de test (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none; e.g. 30s, 2m, 10m</source>
        <translation>aucun ; p. ex. 30s, 2m, 10m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: write until the cache is full, then for each rest stay idle that long and write again until the speed falls: how much cache each rest brings back.</source>
        <translation>Récupération du cache : écrire jusqu&apos;à ce que le cache soit plein, puis pour chaque repos rester inactif ce temps et réécrire jusqu&apos;à ce que la vitesse chute : combien de cache chaque repos rend.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Writes:</source>
        <translation>Écritures :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount:</source>
        <translation>Quantité :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rests:</source>
        <translation>Repos :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write speed over the amount written</source>
        <translation>Vitesse d&apos;écriture selon la quantité écrite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequential write</source>
        <translation>Écriture séquentielle</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+111"/>
        <source>Cache full</source>
        <translation>Cache plein</translation>
    </message>
    <message>
        <location line="-109"/>
        <source>GiB written</source>
        <translation>Gio écrits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (MiB/s)</source>
        <translation>MB/s (Mio/s)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 blocks at queue depth %2</source>
        <translation>Blocs de %1 à une profondeur de file de %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Write cache: ----</source>
        <translation>Cache d&apos;écriture : ----</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature: ----</source>
        <translation>Température : ----</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cache full at %1</source>
        <translation>Cache plein à %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write cache: %1, written at %2 MB/s; after it %3 MB/s. Slowest second: %4 MB/s. %5 in %6 s.</source>
        <translation>Cache d&apos;écriture : %1, écrit à %2 MB/s ; ensuite %3 MB/s. Seconde la plus lente : %4 MB/s. %5 en %6 s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No write cache found: %1 MB/s throughout (the speed never stayed below 70 % of the initial %2 MB/s for 3 s). Slowest second: %3 MB/s. %4 in %5 s.</source>
        <translation>Aucun cache d&apos;écriture trouvé : %1 MB/s tout du long (la vitesse n&apos;est jamais restée sous 70 % des %2 MB/s initiaux pendant 3 s). Seconde la plus lente : %3 MB/s. %4 en %5 s.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>Résultat partiel : %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temperature: %1 to %2 °C, from %3 °C at the start to %4 °C at the end (%5%6).</source>
        <translation>Température : de %1 à %2 °C, de %3 °C au début à %4 °C à la fin (%5%6).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; warning at %1 °C</source>
        <translation> ; alerte à %1 °C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Temperature: not available (%1).</source>
        <translation>Température : non disponible (%1).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throttling: at %1 s, at or above the drive&apos;s warning temperature of %2 °C, the speed was %3 % below its level before the drive got that hot.</source>
        <translation>Bridage thermique : à %1 s, à la température d&apos;alerte du disque (%2 °C) ou au-delà, la vitesse était inférieure de %3 % à son niveau d&apos;avant cette chauffe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target: %1    %2 blocks at queue depth %3 (%4), sampled every %5 ms; %6 asked for.</source>
        <translation>Cible : %1    Blocs de %2 à une profondeur de file de %3 (%4), échantillonnage toutes les %5 ms ; %6 demandés.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cache recovery: not measured, the run ended first.</source>
        <translation>Récupération du cache : non mesurée, le test s&apos;est arrêté avant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cache recovery: not measured. No write cache was found, so there was none to recover; the sustained result is kept. Write more to find it.</source>
        <translation>Récupération du cache : non mesurée. Aucun cache d&apos;écriture n&apos;a été trouvé, il n&apos;y avait donc rien à récupérer ; le résultat de l&apos;écriture soutenue est conservé. Écrivez davantage pour le trouver.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cache recovery: what each rest brought back of the %1 cache.</source>
        <translation>Récupération du cache : ce que chaque repos a rendu du cache de %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After %1 s idle: %2 written at the cache&apos;s speed</source>
        <translation>Après %1 s d&apos;inactivité : %2 écrits à la vitesse du cache</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (at least: the speed had not fallen)</source>
        <translation> (au moins : la vitesse n&apos;avait pas chuté)</translation>
    </message>
</context>
<context>
    <name>smui::SweepDialog</name>
    <message>
        <location filename="../../ui/tools/sweep_dialog.cpp" line="-114"/>
        <source>Block-size sweep</source>
        <translation>Balayage de tailles de bloc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target: %1    Test size: %2    Sequential writes, then reads, at each block size (ATTO-style), one pass or %3 s per size. MB/s = 10^6 bytes/s.</source>
        <translation>Cible : %1    Taille de test : %2    Écritures séquentielles, puis lectures, à chaque taille de bloc (style ATTO), une passe ou %3 s par taille. MB/s = 10^6 octets/s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Queue depth:</source>
        <translation>Profondeur de file :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MB/s against block size</source>
        <translation>MB/s selon la taille de bloc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write</source>
        <translation>Écriture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block size (KiB, log scale)</source>
        <translation>Taille de bloc (Kio, échelle log)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s (10^6 bytes/s)</source>
        <translation>MB/s (10^6 octets/s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write MB/s</source>
        <translation>Écriture MB/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Read MB/s</source>
        <translation>Lecture MB/s</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Target: %1    Test size: %2    Queue depth %3, queue engine %4. MB/s = 10^6 bytes/s.</source>
        <translation>Cible : %1    Taille de test : %2    Profondeur de file %3, moteur de file %4. MB/s = 10^6 octets/s.</translation>
    </message>
</context>
<context>
    <name>smui::TemperatureLine</name>
    <message>
        <location filename="../../ui/charts/temperature_line.cpp" line="+17"/>
        <source>Drive temperature (°C)</source>
        <translation>Température du disque (°C)</translation>
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
        <translation>Prêt</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+243"/>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Save PNG…</source>
        <translation>Enregistrer en PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fermer</translation>
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
        <translation>Remplissage :</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save PNG</source>
        <translation>Enregistrer en PNG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Fill: %1</source>
        <translation>Remplissage : %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Choose a target volume or folder in the main window first.</source>
        <translation>Choisissez d&apos;abord un volume ou un dossier cible dans la fenêtre principale.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Aborting…</source>
        <translation>Interruption…</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Aborted</source>
        <translation>Interrompu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Abort</source>
        <translation>Interrompre</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+48"/>
        <source>Export JSON</source>
        <translation>Exporter en JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export CSV</source>
        <translation>Exporter en CSV</translation>
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
        <translation>Température du disque : de %1 à %2 °C (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drive temperature: not available (%1)</source>
        <translation>Température du disque : non disponible (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Partial result: %1</source>
        <translation>Résultat partiel : %1</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>There is no result to export yet.</source>
        <translation>Il n&apos;y a pas encore de résultat à exporter.</translation>
    </message>
    <message>
        <location line="-260"/>
        <source>A benchmark is running. Abort it and close?</source>
        <translation>Un benchmark est en cours. L&apos;interrompre et fermer ?</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Save as text…</source>
        <translation>Enregistrer en texte…</translation>
    </message>
    <message>
        <location line="+263"/>
        <source>Save as text</source>
        <translation>Enregistrer en texte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Aborted before the run started; nothing was written.</source>
        <translation>Interrompu avant le début de l’exécution ; rien n’a été écrit.</translation>
    </message>
</context>
</TS>
