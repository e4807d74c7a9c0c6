// English keys that the code reads although no string in src/ names them, so the "used nowhere"
// check must not report them. Most keys built at run time need no entry: a template such as
// `stats.${key}.figure`, or a descriptor string such as `labelKey: 'nav.about'`, already counts as a
// use of every key it can produce. List a key here only when its name is assembled where the check
// cannot see it, and say where and why.
//
// Patterns are `<namespace>:<key>`; `*` stands for one key segment or one namespace, `**` for any
// number of segments. Example:
//   { pattern: 'news:seminars.*.topic', why: 'read by src/pages/news/… with a key from the stored seminar id' },

/** @type {{ pattern: string, why: string }[]} */
export const DYNAMIC_KEYS = [];
