/**
 * A script's code as the compiler sees it, roughly: comments, blank lines and indentation stripped. Mono gives a
 * script 64 KB for its bytecode, its data and its stack together; there is no Mono compiler outside Second Life, so
 * the code is kept under a budget that leaves about half of that memory to data (records read from linkset data,
 * JSON bodies, answers of up to 2 KB) and to the stack. The script reports its real free memory in-world.
 */
export function codeOf(source: string): string {
  let code = '';
  let inString = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (inString) {
      code += char;
      if (char === '\\') code += source[++index] ?? '';
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
      code += char;
    } else if (source.startsWith('//', index)) {
      while (index < source.length && source[index] !== '\n') index++;
      code += '\n';
    } else if (source.startsWith('/*', index)) {
      const end = source.indexOf('*/', index + 2);
      index = end === -1 ? source.length : end + 1;
    } else {
      code += char;
    }
  }
  return code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}
