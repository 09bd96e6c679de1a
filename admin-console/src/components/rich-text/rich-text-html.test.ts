import { describe, expect, test } from '@jest/globals';
import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import {
  changeIndent,
  clearFormatting,
  insertImage,
  setLink,
  toggleBlock,
  toggleMark,
} from './rich-text-commands';
import { deserializeHtml } from './deserialize-html';
import { serializeHtml } from './serialize-html';
import { withRichText } from './with-rich-text';

/** Saved HTML in its one written form, for every format the editor has. */
const CANONICAL: Record<string, string> = {
  'an empty document': '',
  'a paragraph': '<p>Hello, world</p>',
  'each mark alone':
    '<p><strong>bold</strong> <em>italic</em> <u>underline</u> <s>strike</s> <code>code</code></p>',
  'nested marks':
    '<p><strong><em><u><s><code>all five</code></s></u></em></strong> then <strong><em>two</em></strong><em>, one</em></p>',
  'headings 1 and 2': '<h1>Course title</h1><h2>First part</h2><p>Body</p>',
  'indent 1 to 8 on every block that takes it':
    '<p class="indent-1">p1</p><h1 class="indent-8">h8</h1><h2 class="indent-3">h3</h2>' +
    '<ul><li class="indent-2">li2</li><li>li0</li></ul><ol><li class="indent-7">li7</li></ol>',
  'ordered and bullet lists with marks':
    '<ol><li>one</li><li class="indent-1">one point one</li></ol><ul><li><strong>bold</strong> item</li><li></li></ul>',
  'links of every allowed kind and a blank link':
    '<p><a href="https://example.com/a?b=1&amp;c=2">the <strong>docs</strong></a>, <a href="http://example.org">plain</a>, ' +
    '<a href="mailto:team@devjobs.local">mail</a>, <a href="tel:+911234567890">call</a> and <a>blank</a>.</p>',
  'a link that is the whole paragraph': '<p><a href="https://example.com">only a link</a></p>',
  'images (http, https, data) with escaped alt text':
    '<p>Before</p><img src="https://example.com/a.png" alt="A &quot;quoted&quot; &amp; &lt;odd&gt; alt">' +
    '<img src="http://example.com/b.gif" alt=""><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"><p>After</p>',
  'code with special characters and line breaks':
    '<pre><code>const a = 1 &lt; 2;\n  return a &amp;&amp; "b";\n</code></pre>',
  'escaped text':
    '<p>1 &lt; 2 &amp;&amp; 3 &gt; 2, "quotes", \'apostrophes\', &lt;script&gt;alert(1)&lt;/script&gt;</p>',
  'line breaks inside blocks and marks':
    '<p>line one<br>line two<br><strong>bold<br>still bold</strong></p><h2>a<br>b</h2>',
  'empty paragraphs between others': '<p>a</p><p></p><p>b</p>',
  'unicode and repeated spaces': '<p>₹499 — café 😀 नमस्ते, a  b   c</p>',
};

const docOf = (html: string) => deserializeHtml(html);

describe('rich text HTML round trip', () => {
  test.each(Object.entries(CANONICAL))(
    '%s: saved HTML loads and saves back unchanged',
    (_name, html) => {
      expect(serializeHtml(deserializeHtml(html))).toBe(html);
    },
  );

  test.each(Object.entries(CANONICAL))(
    '%s: the loaded document saves and loads back equal',
    (_name, html) => {
      const value = docOf(html);
      expect(deserializeHtml(serializeHtml(value))).toEqual(value);
    },
  );

  test('every format in one document survives a round trip', () => {
    const html = Object.values(CANONICAL).join('');
    expect(serializeHtml(deserializeHtml(html))).toBe(html);
  });

  test('a document written with every toolbar command saves and loads back equal', () => {
    const editor = withRichText(withHistory(createEditor()));
    editor.children = [{ type: 'paragraph', children: [{ text: '' }] }];
    const type = (text: string) => editor.insertText(text);
    Transforms.select(editor, Editor.start(editor, []));
    toggleBlock(editor, 'heading-one');
    type('Title');
    editor.insertBreak();
    toggleMark(editor, 'bold');
    toggleMark(editor, 'italic');
    type('bold italic');
    toggleMark(editor, 'bold');
    toggleMark(editor, 'underline');
    toggleMark(editor, 'strike');
    type(' underlined struck');
    clearFormatting(editor);
    type(' plain ');
    toggleMark(editor, 'code');
    type('x = 1');
    toggleMark(editor, 'code');
    editor.insertSoftBreak();
    setLink(editor, 'https://example.com/docs', 'docs');
    editor.insertBreak();
    toggleBlock(editor, 'bulleted-list');
    type('item');
    changeIndent(editor, 1);
    changeIndent(editor, 1);
    editor.insertBreak();
    toggleBlock(editor, 'numbered-list');
    type('numbered');
    editor.insertBreak();
    editor.insertBreak(); // an empty item goes one level out (2 to 1, 1 to 0), then ends the list
    editor.insertBreak();
    editor.insertBreak();
    toggleBlock(editor, 'heading-two');
    type('Section');
    for (let i = 0; i < 10; i++) changeIndent(editor, 1); // stops at 8
    editor.insertBreak();
    insertImage(editor, 'https://example.com/p.png', 'A picture');
    toggleBlock(editor, 'code-block');
    type('line 1');
    editor.insertBreak();
    type('line 2');
    const value = editor.children;

    const html = serializeHtml(value);
    expect(html).toBe(
      '<h1>Title</h1><p><strong><em>bold italic</em></strong><em><u><s> underlined struck</s></u></em> plain <code>x = 1</code><br><a href="https://example.com/docs">docs</a></p>' +
        '<ul><li class="indent-2">item</li></ul><ol><li class="indent-2">numbered</li></ol><h2 class="indent-8">Section</h2>' +
        '<img src="https://example.com/p.png" alt="A picture"><pre><code>line 1\nline 2</code></pre>',
    );
    expect(deserializeHtml(html)).toEqual(value);
  });

  test('clear formatting turns headings, lists, links, marks and indent back into plain paragraphs', () => {
    const editor = withRichText(createEditor());
    editor.children = docOf(
      '<h1 class="indent-2"><a href="https://a.example">A</a> <strong>b</strong></h1><ul><li class="indent-1"><em>c</em></li></ul>',
    );
    Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });
    clearFormatting(editor);
    expect(serializeHtml(editor.children)).toBe('<p>A b</p><p>c</p>');
  });

  test('undo and redo step through the edits', async () => {
    const editor = withRichText(withHistory(createEditor()));
    editor.children = docOf('<p>start</p>');
    // Slate closes a batch of operations (one undo step) when its change event fires, after a tick.
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertText(' more');
    await tick();
    toggleBlock(editor, 'heading-two');
    await tick();
    expect(serializeHtml(editor.children)).toBe('<h2>start more</h2>');
    editor.undo();
    expect(serializeHtml(editor.children)).toBe('<p>start more</p>');
    editor.undo();
    expect(serializeHtml(editor.children)).toBe('<p>start</p>');
    editor.redo();
    editor.redo();
    expect(serializeHtml(editor.children)).toBe('<h2>start more</h2>');
  });
});

describe('rich text HTML from elsewhere', () => {
  const cases: Array<[string, string, string]> = [
    [
      'b, i, del and strike are marks',
      '<p><b>b</b><i>i</i><del>d</del><strike>s</strike></p>',
      '<p><strong>b</strong><em>i</em><s>ds</s></p>',
    ],
    [
      'marks around a link move inside it',
      '<p><strong><a href="https://x.example">x</a></strong></p>',
      '<p><a href="https://x.example"><strong>x</strong></a></p>',
    ],
    ['h3 to h6 become heading 2', '<h3>three</h3><h6>six</h6>', '<h2>three</h2><h2>six</h2>'],
    [
      'nested lists become indented items',
      '<ul><li>a<ul><li>b<ol><li>c</li></ol></li></ul></li></ul>',
      '<ul><li>a</li><li class="indent-1">b</li><li class="indent-2">c</li></ul>',
    ],
    [
      "Quill's indent classes and list kinds",
      '<p class="ql-indent-2">q</p><ol><li data-list="bullet">x</li><li data-list="ordered">y</li></ol>',
      '<p class="indent-2">q</p><ul><li>x</li></ul><ol><li>y</li></ol>',
    ],
    [
      'an image inside a paragraph splits it',
      '<p>a<img src="https://x.example/i.png" alt="i">b</p>',
      '<p>a</p><img src="https://x.example/i.png" alt="i"><p>b</p>',
    ],
    [
      'source formatting is not content',
      '<div>\n  <p>\n    Hello\n    world\n  </p>\n</div>\n',
      '<p> Hello world </p>',
    ],
    [
      'loose text becomes a paragraph',
      'Hello <strong>you</strong><p>next</p>',
      '<p>Hello <strong>you</strong></p><p>next</p>',
    ],
    [
      'scripts and styles are dropped',
      '<p>a<script>alert(1)</script><style>p{}</style>b</p>',
      '<p>ab</p>',
    ],
    [
      'paragraphs inside a list item keep their line break',
      '<ul><li><p>a</p><p>b</p></li></ul>',
      '<ul><li>a<br>b</li></ul>',
    ],
    [
      'a Google Docs paste is not all bold',
      '<b style="font-weight:normal;" id="docs-internal-guid-1"><p>plain</p></b>',
      '<p>plain</p>',
    ],
    [
      'pre without code keeps its lines',
      '<pre>a\n<b>b</b><br>c</pre>',
      '<pre><code>a\nb\nc</code></pre>',
    ],
    [
      'indent beyond 8 or on other elements is ignored',
      '<p class="indent-9">a</p><pre class="indent-2"><code>b</code></pre>',
      '<p>a</p><pre><code>b</code></pre>',
    ],
  ];
  test.each(cases)('%s', (_name, html, expected) => {
    expect(serializeHtml(deserializeHtml(html))).toBe(expected);
  });
});

describe('addresses in rich text', () => {
  const links: Array<[string, string]> = [
    ['<a href="javascript:alert(1)">x</a>', '<p><a>x</a></p>'],
    ['<a href=" JavaScript:alert(1)">x</a>', '<p><a>x</a></p>'],
    ['<a href="java&#9;script:alert(1)">x</a>', '<p><a>x</a></p>'],
    ['<a href="data:text/html,<b>x</b>">x</a>', '<p><a>x</a></p>'],
    ['<a href="vbscript:x">x</a>', '<p><a>x</a></p>'],
    ['<a href="ftp://example.com">x</a>', '<p><a>x</a></p>'],
    ['<a href="/relative">x</a>', '<p><a>x</a></p>'],
    ['<a href="//example.com">x</a>', '<p><a>x</a></p>'],
    ['<a href="https:example.com">x</a>', '<p><a>x</a></p>'],
    ['<a>x</a>', '<p><a>x</a></p>'],
    ['<a href="  https://example.com/ok  ">x</a>', '<p><a href="https://example.com/ok">x</a></p>'],
    ['<a href="HTTPS://EXAMPLE.COM">x</a>', '<p><a href="HTTPS://EXAMPLE.COM">x</a></p>'],
    [
      '<a href="mailto:a@b.example?subject=Hi">x</a>',
      '<p><a href="mailto:a@b.example?subject=Hi">x</a></p>',
    ],
    ['<a href="tel:+91-98765-43210">x</a>', '<p><a href="tel:+91-98765-43210">x</a></p>'],
  ];
  test.each(links)('link %s is kept only with http, https, mailto or tel', (html, expected) => {
    expect(serializeHtml(deserializeHtml(html))).toBe(expected);
  });

  const images: Array<[string, string]> = [
    ['<img src="javascript:alert(1)" alt="x">', ''],
    ['<img src="ftp://example.com/a.png" alt="x">', ''],
    ['<img src="/relative.png" alt="x">', ''],
    ['<img alt="no source">', ''],
    [
      '<img src="https://example.com/a.png" alt="x" onerror="alert(1)">',
      '<img src="https://example.com/a.png" alt="x">',
    ],
    [
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="x">',
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="x">',
    ],
  ];
  test.each(images)('image %s is kept only with http, https or data', (html, expected) => {
    expect(serializeHtml(deserializeHtml(html))).toBe(expected);
  });

  test('a document holding a forbidden address still saves it blank, never as written', () => {
    const value = [
      {
        type: 'paragraph',
        children: [
          { text: '' },
          { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'x' }] },
          { text: '' },
        ],
      },
      { type: 'image', url: 'javascript:alert(2)', alt: '', children: [{ text: '' }] },
    ] as Descendant[];
    expect(serializeHtml(value)).toBe('<p><a>x</a></p>');
  });

  test('the editor refuses to make a link or image from a forbidden address', () => {
    const editor = withRichText(createEditor());
    editor.children = docOf('<p>text</p>');
    Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });
    expect(setLink(editor, 'javascript:alert(1)')).toBe(false);
    expect(insertImage(editor, 'file:///etc/passwd', '')).toBe(false);
    expect(serializeHtml(editor.children)).toBe('<p>text</p>');
    expect(setLink(editor, 'tel:+911234')).toBe(true);
    expect(serializeHtml(editor.children)).toBe('<p><a href="tel:+911234">text</a></p>');
  });
});
