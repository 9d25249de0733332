import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

/**
 * The password strength check (zxcvbn-ts with its common-password, diceware and English
 * dictionaries and keyboard layouts). This module is large: only the schemas in
 * account-requests.ts load it, with a dynamic import when they first check a password, so its
 * dictionaries never sit in a page's first-load JavaScript.
 */

/** zxcvbn's scores run 0–4; 3 ≈ 10^8 guesses ("safely unguessable" against online attacks). */
export const minimumPasswordScore = 3;

/** Why a password was refused; each has an English sentence in account-requests.ts. */
export type PasswordWeakness = 'common' | 'repeat' | 'sequence' | 'date' | 'word' | 'personal';

const weaknessByWarning: Readonly<Record<string, PasswordWeakness>> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  sequences: 'sequence',
  straightRow: 'sequence',
  keyPattern: 'sequence',
  recentYears: 'date',
  dates: 'date',
  wordByItself: 'word',
  namesByThemselves: 'word',
  commonNames: 'word',
  userInputs: 'personal',
};

let factory: ZxcvbnFactory | null = null;

function checker(): ZxcvbnFactory {
  // Levenshtein matching stays off: it costs 200–700 ms a check, too much for a server.
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
  });
  return factory;
}

export interface PasswordVerdict {
  isStrong: boolean;
  score: number;
  /** The main reason it is weak, when zxcvbn names one. */
  weakness: PasswordWeakness | null;
}

/**
 * The guessable words of one of the user's own texts: the whole text, an email's local part
 * (before the @) and each word in them. A password equal to the address itself was accepted
 * while only the words counted.
 */
function personalWords(text: string): string[] {
  const whole = text.trim().toLowerCase();
  const localPart = whole.includes('@') ? whole.slice(0, whole.lastIndexOf('@')) : whole;
  return [...new Set([whole, localPart, ...whole.split(/[^\p{L}\p{N}]+/u)])];
}

/**
 * Scores a password; `personal` are the user's own words (name, email) that make it guessable.
 * Only the first 128 characters count (the schema allows no more).
 */
export function checkPasswordStrength(
  password: string,
  personal: readonly string[] = [],
): PasswordVerdict {
  const words = personal.flatMap(personalWords);
  const result = checker().check(
    password.slice(0, 128),
    words.filter((word) => word.length >= 3),
  );
  const warning = result.feedback.warning;
  return {
    isStrong: result.score >= minimumPasswordScore,
    score: result.score,
    weakness: warning ? (weaknessByWarning[warning] ?? null) : null,
  };
}
