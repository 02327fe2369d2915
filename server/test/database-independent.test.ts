/**
 * The files the PostgreSQL pass leaves out (vitest.config.ts DATABASE_INDEPENDENT_FILES) exist and open no
 * test database: a file that starts using one must leave the list, or its PostgreSQL run would be lost.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_INDEPENDENT_FILES } from '../../vitest.config';

const root = path.resolve(import.meta.dirname, '../..');
const DATABASE_HELPERS = /createTestDatabase|createTestApp|startApp|TEST_DATABASE_URL|test\/factories|openDatabase\(/;

describe('the files left out of the PostgreSQL pass', () => {
  it.each(DATABASE_INDEPENDENT_FILES)('%s exists and opens no test database', (file) => {
    expect(existsSync(path.join(root, file))).toBe(true);
    expect(readFileSync(path.join(root, file), 'utf8')).not.toMatch(DATABASE_HELPERS);
  });
});
