// ESLint rule `i18n/no-hardcoded-text`: user-visible text in JSX must come from a catalogue.
// Reports text between tags (`<p>Hello</p>`, `{'Hello'}`, `{ok ? 'Yes' : 'No'}`) and text in the
// attributes people read or hear: alt, aria-label, title, placeholder, … (`<img alt="Logo">`), on
// HTML elements and on components alike (`<Banner title="…">`), plus text props of components only
// (`componentAttributes`, e.g. `<Banner eyebrow="…">`).
// Not reported: text without letters (punctuation, symbols, figures: "·", "→", "|", "01"), anything
// inside an element marked aria-hidden (decorative), <code>/<pre>/<style>/<script>, and the strings
// listed in the `allow` option. Test files are excluded in eslint.config.js.

const DEFAULT_ATTRIBUTES = [
  'alt',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'label',
];
const DEFAULT_IGNORED_ELEMENTS = ['code', 'pre', 'style', 'script'];
const LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'User-visible text in components must come from the translation catalogues (locales/en/*.json).',
    },
    schema: [
      {
        type: 'object',
        properties: {
          attributes: { type: 'array', items: { type: 'string' } },
          componentAttributes: { type: 'array', items: { type: 'string' } },
          ignoredElements: { type: 'array', items: { type: 'string' } },
          allow: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Hard-coded text "{{text}}": put it in locales/en/<namespace>.json and render it with t(\'…\') (text without letters, and aria-hidden decorations, are allowed).',
      attribute:
        'Hard-coded {{name}}="{{text}}": people read or hear this text, so it must come from a catalogue: {{name}}={t(\'…\')}.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const attributes = new Set(options.attributes ?? DEFAULT_ATTRIBUTES);
    // Props that carry text only on our own components (<Banner eyebrow="…">, <Logo name="…">), not on
    // HTML elements (<input name="email"> is no text).
    const componentAttributes = new Set(options.componentAttributes ?? []);
    const ignoredElements = new Set(options.ignoredElements ?? DEFAULT_IGNORED_ELEMENTS);
    const allow = new Set(options.allow ?? []);

    const isText = (value) => typeof value === 'string' && LETTER.test(value) && !allow.has(value.trim());
    const short = (value) => {
      const t = value.replace(/\s+/g, ' ').trim();
      return t.length > 40 ? `${t.slice(0, 37)}…` : t;
    };
    const nameOf = (n) => {
      if (!n) return '';
      if (n.type === 'JSXIdentifier') return n.name;
      if (n.type === 'JSXNamespacedName') return `${n.namespace.name}:${n.name.name}`;
      if (n.type === 'JSXMemberExpression') return `${nameOf(n.object)}.${nameOf(n.property)}`;
      return '';
    };
    const attr = (opening, name) => opening.attributes.find((a) => a.type === 'JSXAttribute' && nameOf(a.name) === name);
    const isHidden = (opening) => {
      const a = attr(opening, 'aria-hidden');
      if (!a) return false;
      if (a.value === null) return true; // <span aria-hidden>
      if (a.value.type === 'Literal') return a.value.value === 'true' || a.value.value === true;
      if (a.value.type === 'JSXExpressionContainer' && a.value.expression.type === 'Literal') {
        return a.value.expression.value === true || a.value.expression.value === 'true';
      }
      return false;
    };
    /** Whether the node sits inside an aria-hidden or ignored element. */
    const exempt = (node) => {
      for (let p = node.parent; p; p = p.parent) {
        if (p.type === 'JSXElement') {
          if (ignoredElements.has(nameOf(p.openingElement.name))) return true;
          if (isHidden(p.openingElement)) return true;
        }
      }
      return false;
    };
    /** String literals an expression can evaluate to: 'a', cond ? 'a' : 'b', x || 'a', `a ${b}`. */
    const strings = (expr, out = []) => {
      if (!expr) return out;
      if (expr.type === 'Literal' && typeof expr.value === 'string') out.push({ node: expr, value: expr.value });
      else if (expr.type === 'TemplateLiteral') {
        const text = expr.quasis.map((q) => q.value.cooked ?? '').join(' ');
        out.push({ node: expr, value: text });
      } else if (expr.type === 'ConditionalExpression') {
        strings(expr.consequent, out);
        strings(expr.alternate, out);
      } else if (expr.type === 'LogicalExpression') {
        strings(expr.left, out);
        strings(expr.right, out);
      } else if (expr.type === 'TSAsExpression' || expr.type === 'TSNonNullExpression') {
        strings(expr.expression, out);
      }
      return out;
    };

    return {
      JSXText(node) {
        if (!isText(node.value) || exempt(node)) return;
        context.report({ node, messageId: 'text', data: { text: short(node.value) } });
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        if (exempt(node)) return;
        for (const s of strings(node.expression)) {
          if (isText(s.value)) context.report({ node: s.node, messageId: 'text', data: { text: short(s.value) } });
        }
      },
      JSXAttribute(node) {
        const name = nameOf(node.name);
        const opening = node.parent;
        const isComponent = /^[A-Z]/.test(nameOf(opening.name)) || nameOf(opening.name).includes('.');
        if (!(attributes.has(name) || (isComponent && componentAttributes.has(name))) || !node.value) return;
        const element = opening.parent;
        if (isHidden(opening) || (element && exempt(element))) return;
        const found =
          node.value.type === 'Literal' ? [{ node: node.value, value: node.value.value }] : node.value.type === 'JSXExpressionContainer' ? strings(node.value.expression) : [];
        for (const s of found) {
          if (isText(s.value)) context.report({ node: s.node, messageId: 'attribute', data: { name, text: short(s.value) } });
        }
      },
    };
  },
};

export default rule;

/** The local plugin: `plugins: { i18n: i18nPlugin }`, rule `i18n/no-hardcoded-text`. */
export const i18nPlugin = { meta: { name: 'local-i18n' }, rules: { 'no-hardcoded-text': rule } };
