import { describe, expect, it } from 'vitest';
import { assertMillimes, formatTND, fromMillimes, multiplyMillimes, sumMillimes, toMillimes, parseTndInput } from './money';

describe('toMillimes', () => {
  it.each([
    ['12.500', 12500],
    ['12.5', 12500],
    ['12', 12000],
    ['0.001', 1],
    ['0', 0],
    ['0.000', 0],
    ['-3.25', -3250],
    ['+4.1', 4100],
    ['.5', 500],
    ['7.', 7000],
    [' 15.000 ', 15000],
    ['999999999.999', 999999999999],
  ])('parses the DB string %j', (text, expected) => {
    expect(toMillimes(text)).toBe(expected);
  });

  it.each([
    [12.5, 12500],
    [12, 12000],
    [0.01, 10],
    [15, 15000],
    [-0.5, -500],
  ])('parses the number %j', (value, expected) => {
    expect(toMillimes(value)).toBe(expected);
  });

  it('rounds digits beyond the third decimal half away from zero, on the text', () => {
    expect(toMillimes('1.0004')).toBe(1000);
    expect(toMillimes('1.0005')).toBe(1001);
    expect(toMillimes('1.00049999')).toBe(1000);
    expect(toMillimes('-1.0005')).toBe(-1001);
    expect(toMillimes('0.9995')).toBe(1000);
    expect(toMillimes(1.0005)).toBe(1001);
  });

  it('has no floating-point error on sums of floats', () => {
    expect(toMillimes(0.1 + 0.2)).toBe(300);
    expect(toMillimes(1.1 * 3)).toBe(3300);
    expect(toMillimes(4.35 * 100)).toBe(435000);
  });

  it('never returns -0', () => {
    expect(Object.is(toMillimes('-0.000'), 0)).toBe(true);
    expect(Object.is(toMillimes('-0.0001'), 0)).toBe(true);
    expect(Object.is(toMillimes(-0), 0)).toBe(true);
  });

  it('treats tiny numbers in exponent notation as 0', () => {
    expect(toMillimes(1e-7)).toBe(0);
  });

  it.each(['', ' ', '.', '-', '12,5', '1.2.3', 'abc', '12 TND', '1e3', '0x10', 'NaN'])('throws on the string %j', (text) => {
    expect(() => toMillimes(text)).toThrow(TypeError);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, 1e16])('throws on the number %s', (value) => {
    expect(() => toMillimes(value)).toThrow(TypeError);
  });

  it('throws beyond the safe-integer range', () => {
    expect(() => toMillimes('9007199254741')).toThrow();
    expect(toMillimes('9007199254740')).toBe(9007199254740000);
  });
});

describe('fromMillimes', () => {
  it.each([
    [12500, '12.500'],
    [12000, '12.000'],
    [1, '0.001'],
    [0, '0.000'],
    [50, '0.050'],
    [-50, '-0.050'],
    [-12345, '-12.345'],
    [1234567890, '1234567.890'],
  ])('formats %d as %j', (m, expected) => {
    expect(fromMillimes(m)).toBe(expected);
  });

  it('round-trips with toMillimes', () => {
    for (const m of [0, 1, 999, 1000, 15000, 49999, -7, 123456789]) expect(toMillimes(fromMillimes(m))).toBe(m);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('throws on %s', (m) => {
    expect(() => fromMillimes(m)).toThrow(TypeError);
  });
});

describe('formatTND', () => {
  it('shows exactly three decimals, a space, then TND', () => {
    expect(formatTND(12500)).toBe('12.500 TND');
    expect(formatTND(15000)).toBe('15.000 TND');
    expect(formatTND(0)).toBe('0.000 TND');
    expect(formatTND(7)).toBe('0.007 TND');
  });

  it('handles negative amounts', () => {
    expect(formatTND(-2500)).toBe('-2.500 TND');
  });

  it('throws on non-integers', () => {
    expect(() => formatTND(0.5)).toThrow();
  });
});

describe('arithmetic', () => {
  it('multiplies by an integer quantity', () => {
    expect(multiplyMillimes(12500, 3)).toBe(37500);
    expect(multiplyMillimes(12500, 0)).toBe(0);
    expect(multiplyMillimes(-100, 2)).toBe(-200);
  });

  it('refuses fractional quantities, fractional amounts and overflow', () => {
    expect(() => multiplyMillimes(1000, 1.5)).toThrow();
    expect(() => multiplyMillimes(10.5, 2)).toThrow();
    expect(() => multiplyMillimes(Number.MAX_SAFE_INTEGER, 2)).toThrow();
  });

  it('sums a list', () => {
    expect(sumMillimes([])).toBe(0);
    expect(sumMillimes([100, 200, 300])).toBe(600);
    expect(sumMillimes([1000, -250])).toBe(750);
  });

  it('refuses invalid entries and overflow in a sum', () => {
    expect(() => sumMillimes([1, 0.5])).toThrow();
    expect(() => sumMillimes([Number.MAX_SAFE_INTEGER, 1])).toThrow();
  });

  it('asserts and checks millimes', () => {
    expect(assertMillimes(5)).toBe(5);
    expect(() => assertMillimes(5.5)).toThrow();
  });
});

describe('parseTndInput', () => {
  it('reads what a form field holds, with a decimal comma, or says it is not an amount', () => {
    expect(parseTndInput('12,5')).toBe(12_500);
    expect(parseTndInput(' 3 ')).toBe(3_000);
    expect(parseTndInput('0.001')).toBe(1);
    expect(parseTndInput('')).toBeNull();
    expect(parseTndInput('douze')).toBeNull();
    expect(parseTndInput('1,2,3')).toBeNull();
  });
});
