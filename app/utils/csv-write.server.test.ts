import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { spreadsheetText, writeCsv } from './csv-write.server';

const cells = (csv: string) => parse(csv, { relax_quotes: true }) as string[][];

describe('writing CSV a spreadsheet cannot run', () => {
  it.each(['=1+1', '+1', '-1+1', '@SUM(A1)', '\t=1+1', '\r=1+1'])(
    'writes %j quoted after a single quote',
    (value) => {
      const csv = writeCsv([[value, 'plain']]);
      expect(csv.startsWith(`"'`)).toBe(true);
      expect(cells(csv)).toEqual([[`'${value}`, 'plain']]);
    },
  );

  it('leaves ordinary text, numbers and negative numbers as they are', () => {
    const csv = writeCsv([['BPC-157', 25, -3.5, 'a = b', ' -x']]);
    expect(csv).toBe('BPC-157,25,-3.5,a = b, -x\n');
  });

  it('makes safe what the caller’s own cast writes too', () => {
    const csv = writeCsv([['x']], { cast: { string: () => '=cmd()' } });
    expect(cells(csv)).toEqual([["'=cmd()"]]);
    expect(spreadsheetText('@home')).toBe("'@home");
  });

  it('is the only module that writes CSV', () => {
    const writers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          if (readFileSync(path, 'utf8').includes("from 'csv-stringify")) writers.push(path);
        }
      }
    };
    for (const dir of ['app', 'server', 'scripts', 'database']) walk(dir);
    expect(writers).toEqual([join('app', 'utils', 'csv-write.server.ts')]);
  });
});
