import { describe, expect, it } from 'vitest';
import { checkPhone, normalizePhoneInput } from './phone';

describe('checkPhone', () => {
  it.each(['', '   ', null, undefined])('requires a number (%j)', (input) => {
    expect(checkPhone(input)).toEqual({ ok: false, message: 'Le numéro de téléphone est requis' });
  });

  it.each(['2', '2212345', '221234567', '123', '22 123 45', '+216 2212345'])('needs exactly 8 digits (%j)', (input) => {
    expect(checkPhone(input)).toEqual({ ok: false, message: 'Le numéro doit contenir exactement 8 chiffres' });
  });

  it.each(['2', '4', '5', '9'])('accepts a mobile number starting with %s', (digit) => {
    expect(checkPhone(`${digit}1234567`)).toEqual({ ok: true, value: `${digit}1234567` });
  });

  it.each(['0', '1', '3', '6', '7', '8'])('refuses a number starting with %s as not mobile', (digit) => {
    expect(checkPhone(`${digit}1234567`)).toEqual({ ok: false, message: 'Merci de renseigner un numéro de mobile' });
  });

  it('strips spaces, dashes, dots and parentheses', () => {
    expect(checkPhone('22 123 456')).toEqual({ ok: true, value: '22123456' });
    expect(checkPhone('22-123-456')).toEqual({ ok: true, value: '22123456' });
    expect(checkPhone('(22) 123.456')).toEqual({ ok: true, value: '22123456' });
    expect(checkPhone(' 98123456 ')).toEqual({ ok: true, value: '98123456' });
  });

  it('accepts the +216 / 00216 / 216 country prefix', () => {
    expect(checkPhone('+216 22 123 456')).toEqual({ ok: true, value: '22123456' });
    expect(checkPhone('00216 55 123 456')).toEqual({ ok: true, value: '55123456' });
    expect(checkPhone('21622123456')).toEqual({ ok: true, value: '22123456' });
    expect(checkPhone('+216 71 123 456')).toEqual({ ok: false, message: 'Merci de renseigner un numéro de mobile' });
  });

  it('refuses letters and other characters as a bad format', () => {
    expect(checkPhone('22a23456')).toEqual({ ok: false, message: 'Format de numéro invalide' });
    expect(checkPhone('abc')).toEqual({ ok: false, message: 'Format de numéro invalide' });
    expect(checkPhone('22123456#')).toEqual({ ok: false, message: 'Format de numéro invalide' });
  });
});

describe('normalizePhoneInput', () => {
  it.each([
    ['22 123 456', '22123456'],
    ['22a1', '221'],
    ['221234567890', '22123456'],
    ['+216 22 123 456', '22123456'],
    ['0021655123456', '55123456'],
    ['21698765432', '98765432'],
    ['+216 22', '21622'],
    ['', ''],
    ['abc', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizePhoneInput(raw)).toBe(expected);
  });
});
