// Reads what the source code says about translation keys, with the TypeScript parser:
//  - every string literal (a key written in a typed descriptor, `labelKey: 'nav.about'`, counts as a
//    use of that key);
//  - every template literal or `+` concatenation with static text, as a pattern
//    (`stats.${key}.figure` → /^stats\..+\.figure$/): keys built from typed ids;
//  - keys written in `…Key:` properties and `…Key=` JSX attributes (they must exist in English);
//  - whether the file picks its namespace at run time (`useTranslation(ns)`, a `t` received as a
//    parameter, `ns: variable`), in which case its keys may belong to any namespace;
//  - which namespaces it names (call arguments, `ns:` options, type arguments, 'ns:key' strings),
//    and which `keyPrefix` options it uses.
import ts from 'typescript';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LETTERS = /\p{L}{2,}/u;

/** A template such as `stats.${key}.figure` as a key pattern, or null when it has no static key text. */
export function templatePattern(parts) {
  const statics = parts.filter((p) => typeof p === 'string').join('');
  if (!LETTERS.test(statics) || /\s/.test(statics)) return null;
  const source = parts.map((p) => (typeof p === 'string' ? escape(p) : '.+')).join('');
  return new RegExp(`^${source}$`);
}

function isStringy(node) {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
}

/** Flattens `a + 'b' + c` into parts: strings for literals, null for anything else. */
function concatParts(node, out = []) {
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    concatParts(node.left, out);
    concatParts(node.right, out);
  } else if (ts.isParenthesizedExpression(node)) {
    concatParts(node.expression, out);
  } else if (isStringy(node)) {
    out.push(node.text);
  } else {
    out.push(null);
  }
  return out;
}

const NS_HOOKS = new Set(['useTranslation', 'getFixedT', 'withTranslation']);

function isLiteralNs(node) {
  if (!node) return true;
  if (isStringy(node)) return true;
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isStringy);
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression?.(node)) return isLiteralNs(node.expression);
  return false;
}

function calleeName(expr) {
  if (ts.isIdentifier(expr)) return expr.text;
  if (ts.isPropertyAccessExpression(expr)) return expr.name.text;
  return '';
}

/** Scans one file's text. Lines are 1-based. */
export function scanSource(text, fileName = 'file.tsx') {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const literals = [];
  const patterns = [];
  const declaredKeys = [];
  const nsLiterals = [];
  const keyPrefixes = [];
  let dynamicNs = false;
  const dynamicReasons = [];

  const visit = (node) => {
    if (isStringy(node)) {
      const parent = node.parent;
      const isModule = parent && (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent));
      if (!isModule) literals.push({ value: node.text, line: lineOf(node) });
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text];
      for (const span of node.templateSpans) parts.push(null, span.literal.text);
      const re = templatePattern(parts);
      if (re) patterns.push({ re, line: lineOf(node), text: node.getText(sf) });
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const parent = node.parent;
      const isInner = parent && ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.PlusToken;
      if (!isInner) {
        const parts = concatParts(node);
        if (parts.includes(null) && parts.some((p) => typeof p === 'string')) {
          const re = templatePattern(parts);
          if (re) patterns.push({ re, line: lineOf(node), text: node.getText(sf) });
        }
      }
    }

    // `useTranslation('news', { keyPrefix: 'detail' })`: the file's keys may sit under that prefix.
    if (ts.isPropertyAssignment(node) && node.name.getText(sf) === 'keyPrefix' && isStringy(node.initializer)) {
      keyPrefixes.push(node.initializer.text);
    }

    // `labelKey: 'nav.about'` and `<Card titleKey="cards.a.title">`: keys that must exist.
    if (ts.isPropertyAssignment(node) && isStringy(node.initializer)) {
      const name = node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : '';
      if (/[a-z]Key$/.test(name) || name === 'i18nKey') declaredKeys.push({ key: node.initializer.text, line: lineOf(node.initializer), via: name });
    }
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(sf);
      if (/[a-z]Key$/.test(name) && name !== 'i18nKey') declaredKeys.push({ key: node.initializer.text, line: lineOf(node.initializer), via: name });
    }

    // Namespaces named by this file: call arguments (useTranslation('home'), definePlatform('platform-gdn', …)),
    // `ns: 'home'` options of a call, <Trans ns="home">, type arguments (ParseKeys<'home'>), 'home:key' strings.
    if (ts.isCallExpression(node)) {
      for (const arg of node.arguments) {
        if (isStringy(arg)) nsLiterals.push(arg.text);
        else if (ts.isArrayLiteralExpression(arg)) for (const e of arg.elements) if (isStringy(e)) nsLiterals.push(e.text);
        else if (ts.isObjectLiteralExpression(arg)) {
          for (const p of arg.properties) {
            if (ts.isPropertyAssignment(p) && p.name.getText(sf) === 'ns' && isStringy(p.initializer)) nsLiterals.push(p.initializer.text);
          }
        }
      }
    }
    if (ts.isJsxAttribute(node) && node.name.getText(sf) === 'ns' && node.initializer && ts.isStringLiteral(node.initializer)) {
      nsLiterals.push(node.initializer.text);
    }
    if (ts.isLiteralTypeNode(node) && isStringy(node.literal)) nsLiterals.push(node.literal.text);
    if (isStringy(node) && /^[\w-]+:[\w.]+$/.test(node.text)) nsLiterals.push(node.text.split(':')[0]);

    // Namespace chosen at run time?
    if (ts.isCallExpression(node) && NS_HOOKS.has(calleeName(node.expression))) {
      const nsArg = calleeName(node.expression) === 'getFixedT' ? node.arguments[1] : node.arguments[0];
      if (!isLiteralNs(nsArg)) {
        dynamicNs = true;
        dynamicReasons.push(`${calleeName(node.expression)}(…) at line ${lineOf(node)}`);
      }
    }
    // `t('key', { ns })` / `{ ns: variable }` as options of a call (not data such as a route table).
    const inCallOptions = (prop) => ts.isObjectLiteralExpression(prop.parent) && prop.parent.parent && ts.isCallExpression(prop.parent.parent);
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'ns' && !isLiteralNs(node.initializer) && inCallOptions(node)) {
      dynamicNs = true;
      dynamicReasons.push(`ns: … at line ${lineOf(node)}`);
    }
    if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'ns' && inCallOptions(node)) {
      dynamicNs = true;
      dynamicReasons.push(`{ ns } at line ${lineOf(node)}`);
    }
    if (ts.isJsxAttribute(node) && node.name.getText(sf) === 'ns' && node.initializer && !ts.isStringLiteral(node.initializer)) {
      dynamicNs = true;
      dynamicReasons.push(`ns={…} at line ${lineOf(node)}`);
    }
    if ((ts.isParameter(node) || ts.isBindingElement(node)) && ts.isIdentifier(node.name) && node.name.text === 't') {
      const inParams = ts.isParameter(node) || node.parent?.parent && ts.isParameter(node.parent.parent);
      if (inParams) {
        dynamicNs = true;
        dynamicReasons.push(`t received as a parameter at line ${lineOf(node)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { literals, patterns, declaredKeys, nsLiterals, keyPrefixes, dynamicNs, dynamicReasons };
}

