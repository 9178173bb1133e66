// brunchers/no-literal-text (issue 37): a user-facing text written in JSX cannot be translated.
// Refuses JSX text with a letter in it, and a string literal given to a text attribute (aria-label,
// alt, title, placeholder, label, hint...). Texts go in model/src/messages and through t().
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'alt',
  'title',
  'placeholder',
  'label',
  'subtitle',
  'description',
  'hint',
  'working',
  'invalid',
]);
const LETTER = /\p{L}/u;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse literal user-facing text in JSX (use t() and the model).' },
    messages: {
      literal:
        'Literal text "{{text}}" in JSX: put it in model/src/messages/<area>.ts and show it with t() (docs/decisions/0013).',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !TEXT_ATTRIBUTES.has(name) || !node.value) return;
        const value =
          node.value.type === 'Literal'
            ? node.value.value
            : node.value.type === 'JSXExpressionContainer' &&
                node.value.expression.type === 'Literal'
              ? node.value.expression.value
              : node.value.type === 'JSXExpressionContainer' &&
                  node.value.expression.type === 'TemplateLiteral' &&
                  node.value.expression.expressions.length === 0
                ? node.value.expression.quasis[0].value.cooked
                : null;
        // An example address (a placeholder) is not words to translate.
        if (typeof value === 'string' && /^\S+@\S+$/.test(value)) return;
        if (typeof value === 'string' && LETTER.test(value)) report(node, value);
      },
    };
  },
};
