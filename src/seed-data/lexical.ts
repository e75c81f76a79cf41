/** Builds Lexical rich-text state from paragraphs, headings and bullet lists, for seed content. */
export type RichTextBlock = { heading: string } | { list: string[] } | string

function textNode(text: string) {
  return { type: 'text', text, version: 1, detail: 0, format: 0, mode: 'normal', style: '' }
}

function blockNode(block: RichTextBlock) {
  if (typeof block === 'string')
    return {
      type: 'paragraph',
      version: 1,
      format: '',
      indent: 0,
      direction: null,
      textFormat: 0,
      children: [textNode(block)],
    }
  if ('heading' in block)
    return {
      type: 'heading',
      tag: 'h2',
      version: 1,
      format: '',
      indent: 0,
      direction: null,
      children: [textNode(block.heading)],
    }
  return {
    type: 'list',
    listType: 'bullet',
    tag: 'ul',
    start: 1,
    version: 1,
    format: '',
    indent: 0,
    direction: null,
    children: block.list.map((item, index) => ({
      type: 'listitem',
      value: index + 1,
      version: 1,
      format: '',
      indent: 0,
      direction: null,
      children: [textNode(item)],
    })),
  }
}

export function richText(blocks: RichTextBlock[]) {
  return {
    root: {
      type: 'root',
      version: 1,
      format: '' as const,
      indent: 0,
      direction: null,
      children: blocks.map(blockNode),
    },
  }
}
