import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');

/**
 * Lints each text as if it were the file named (relative to the project, or absolute), with the
 * project's own eslint.config.mjs; answers the rule ids reported for each. ESLint's Node API runs
 * in a child process: it loads the .mjs config with a dynamic import, which Jest's module system
 * does not run.
 */
export function lintTexts(cases: readonly { file: string; source: string }[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const eslint = new ESLint({ cwd: process.cwd() });
    const answers = [];
    for (const { file, source } of JSON.parse(input)) {
      const [result] = await eslint.lintText(source, { filePath: file });
      answers.push(result.messages.map((message) => message.ruleId ?? message.message));
    }
    process.stdout.write(JSON.stringify(answers));
  `;
  const input = JSON.stringify(cases.map(({ file, source }) => ({ file: resolve(ROOT, file), source })));
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, input, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(output) as string[][];
}
