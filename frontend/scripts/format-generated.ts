import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import ts from 'typescript';

const FORMAT_OPTIONS: ts.FormatCodeSettings = {
  ...ts.getDefaultFormatCodeSettings('\n'),
  indentSize: 2,
  tabSize: 2,
  convertTabsToSpaces: true,
  indentStyle: ts.IndentStyle.Smart,
  semicolons: ts.SemicolonPreference.Insert,
  insertSpaceAfterOpeningAndBeforeClosingNonemptyBraces: true,
  insertSpaceAfterOpeningAndBeforeClosingNonemptyBrackets: false,
};

/** Reprints a source with the compiler's printer (one canonical layout), then indents it with the compiler's formatter. */
export function formatTypeScript(fileName: string, source: string): string {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed, removeComments: false });
  let printed = '';
  sourceFile.statements.forEach((statement, index) => {
    const previous = sourceFile.statements[index - 1];
    const keepsGroup = previous !== undefined && ts.isImportDeclaration(previous) && ts.isImportDeclaration(statement);
    if (index > 0) printed += keepsGroup ? '\n' : '\n\n';
    printed += printer.printNode(ts.EmitHint.Unspecified, statement, sourceFile);
  });
  return `${applyFormattingEdits(fileName, printed)
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim()}\n`;
}

function applyFormattingEdits(fileName: string, source: string): string {
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => ({}),
    getScriptFileNames: () => [fileName],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => (name === fileName ? ts.ScriptSnapshot.fromString(source) : undefined),
    getCurrentDirectory: () => '/',
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (name) => name === fileName,
    readFile: (name) => (name === fileName ? source : undefined),
  };
  const service = ts.createLanguageService(host);
  const edits = service.getFormattingEditsForDocument(fileName, FORMAT_OPTIONS);
  service.dispose();
  let text = source;
  for (const edit of [...edits].sort((a, b) => b.span.start - a.span.start)) {
    text = text.slice(0, edit.span.start) + edit.newText + text.slice(edit.span.start + edit.span.length);
  }
  return text;
}

function collectTypeScriptFiles(path: string): string[] {
  if (statSync(path).isDirectory()) {
    return readdirSync(path)
      .sort()
      .flatMap((entry) => collectTypeScriptFiles(join(path, entry)));
  }
  return path.endsWith('.ts') ? [path] : [];
}

/** Orval's `afterAllFilesWrite` hook: formats every generated file (or folder) it wrote. */
export function formatGeneratedFiles(paths: string[]): void {
  for (const file of paths.flatMap(collectTypeScriptFiles)) {
    const source = readFileSync(file, 'utf8');
    const formatted = formatTypeScript(file, source);
    if (formatted !== source) writeFileSync(file, formatted);
  }
}
