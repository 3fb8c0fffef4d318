; The SolidMark installer (packaging/windows-build.sh runs makensis with
; VERSION, STAGE (the portable folder), OUTFILE and LICENSE defined).
; Installs the portable folder, a Start-menu entry and an uninstaller, and
; registers SolidMark as a program that opens its result files.
Unicode true
!include "MUI2.nsh"
!include "x64.nsh"

Name "SolidMark ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\SolidMark"
InstallDirRegKey HKLM "Software\SolidMark" "InstallDir"
RequestExecutionLevel admin
SetCompressor /SOLID lzma

!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\SolidMark"
!define PROGID "SolidMark.Result"

!insertmacro MUI_PAGE_LICENSE "${LICENSE}"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\solidmark.exe"
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "SolidMark needs 64-bit Windows."
    Abort
  ${EndIf}
  SetRegView 64
FunctionEnd

Section "SolidMark" SecMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  File /r "${STAGE}\*.*"
  WriteUninstaller "$INSTDIR\Uninstall.exe"
  WriteRegStr HKLM "Software\SolidMark" "InstallDir" "$INSTDIR"

  CreateDirectory "$SMPROGRAMS\SolidMark"
  CreateShortCut "$SMPROGRAMS\SolidMark\SolidMark.lnk" "$INSTDIR\solidmark.exe"
  CreateShortCut "$SMPROGRAMS\SolidMark\Uninstall SolidMark.lnk" "$INSTDIR\Uninstall.exe"

  ; Result files: File > Save writes *.solidmark.json. Windows associates by
  ; the last extension only, so SolidMark is offered for .json files (Open
  ; with) rather than taking them over; a double-click on a result opens it
  ; once SolidMark is chosen there. solidmark.exe FILE shows the result.
  WriteRegStr HKLM "Software\Classes\${PROGID}" "" "SolidMark benchmark result"
  WriteRegStr HKLM "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\solidmark.exe,0"
  WriteRegStr HKLM "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\solidmark.exe" "%1"'
  WriteRegStr HKLM "Software\Classes\.json\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKLM "Software\Classes\Applications\solidmark.exe\shell\open\command" "" '"$INSTDIR\solidmark.exe" "%1"'
  WriteRegStr HKLM "Software\Classes\Applications\solidmark.exe\SupportedTypes" ".json" ""
  WriteRegStr HKLM "Software\Classes\Applications\solidmark.exe" "FriendlyAppName" "SolidMark"

  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "SolidMark ${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "SolidMark developers"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\solidmark.exe"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
  ; SHCNE_ASSOCCHANGED: Explorer rereads the associations.
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "Uninstall"
  SetRegView 64
  Delete "$SMPROGRAMS\SolidMark\SolidMark.lnk"
  Delete "$SMPROGRAMS\SolidMark\Uninstall SolidMark.lnk"
  RMDir "$SMPROGRAMS\SolidMark"
  DeleteRegValue HKLM "Software\Classes\.json\OpenWithProgids" "${PROGID}"
  DeleteRegKey HKLM "Software\Classes\${PROGID}"
  DeleteRegKey HKLM "Software\Classes\Applications\solidmark.exe"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
  DeleteRegKey HKLM "Software\SolidMark"
  ; The user's settings, logs and history in %LOCALAPPDATA%\SolidMark stay.
  ; Only what the installer put there (the folder may have been chosen by
  ; hand), then the folder if it is empty.
  Delete "$INSTDIR\*.exe"
  Delete "$INSTDIR\*.dll"
  Delete "$INSTDIR\qt.conf"
  Delete "$INSTDIR\README.txt"
  Delete "$INSTDIR\LICENSE.txt"
  RMDir /r "$INSTDIR\platforms"
  RMDir /r "$INSTDIR\styles"
  RMDir /r "$INSTDIR\imageformats"
  RMDir /r "$INSTDIR\translations"
  RMDir "$INSTDIR"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
