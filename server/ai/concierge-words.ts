/**
 * Words as the catalogue concierge compares them, in any of the site's languages: lower case without
 * accents (Arabic without its vowel marks, hamza seats or the article "ال"), lightly stemmed so
 * "safaris", "diving" and "snorkelling" meet "safari", "dive" and "snorkel", and a typo of one letter
 * (two in long words) forgiven against the words the concierge knows.
 */

/**
 * Lower case, accents and Arabic vowel marks and tatweel removed (so "أ", "إ" and "آ" are "ا"; "ة"
 * is "ه", "ى" is "ي"), split on anything that is not a letter or digit.
 */
export function words(text: string): string[] {
  return text.toLowerCase().normalize("NFD")
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, "")
    .replace(/\u0629/g, "\u0647").replace(/\u0649/g, "\u064a")
    .split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Arabic's article and the particles written onto it: "السفر", "والشاطئ", "بالقارب" -> the noun itself. */
const ARABIC_PREFIX = /^(?:وال|بال|فال|كال|لل|ال)(?=\p{L}{3})/u;
const ARABIC = /\p{Script=Arabic}/u;

const VOWEL = /[aeiouy]/;

/** A doubled final consonant is one: "shopp" -> "shop", "snorkell" -> "snorkel". */
function undouble(w: string): string {
  const last = w[w.length - 1];
  return w.length > 3 && last === w[w.length - 2] && !VOWEL.test(last) && last !== "s" ? w.slice(0, -1) : w;
}

/**
 * A light stemmer: plurals, "-ing" and "-ed" endings and a final silent "e" are dropped, so a word and
 * its forms share one stem ("dives", "diving", "dive" -> "div"). The stem keeps at least three letters.
 */
export function stem(word: string): string {
  let w = words(word).join("");
  if (ARABIC.test(w)) return w.replace(ARABIC_PREFIX, "");
  if (w.length > 4 && w.endsWith("ies")) w = w.slice(0, -3) + "y";
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const ending of ["ing", "ed"]) {
    const rest = w.slice(0, -ending.length);
    if (w.endsWith(ending) && rest.length >= 3 && VOWEL.test(rest)) {
      w = undouble(rest);
      break;
    }
  }
  if (w.length > 3 && w.endsWith("e") && !w.endsWith("ee")) w = w.slice(0, -1);
  return w;
}

/** Levenshtein distance, giving up (Infinity) once it exceeds `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > max) return Infinity;
    previous = current;
  }
  return previous[b.length];
}

/**
 * The known stem a misspelt one stands for: one letter off from six letters on, two letters off
 * from eight ("anniversery", "snorkling"); undefined when none is that close. Shorter words are
 * left alone: "france" is one letter from "fiance".
 */
export function correctSpelling(wordStem: string, known: Iterable<string>): string | undefined {
  if (wordStem.length < 6) return undefined;
  const max = wordStem.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const candidate of known) {
    if (candidate.length < 4) continue;
    const d = distance(wordStem, candidate, max);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}
