/** Builds Lexical rich-text state from plain paragraphs, for seed content. */
type Block = { heading: string } | string

function textNode(text: string) {
  return { type: 'text', text, version: 1, detail: 0, format: 0, mode: 'normal', style: '' }
}

export function richText(blocks: Block[]) {
  return {
    root: {
      type: 'root',
      version: 1,
      format: '' as const,
      indent: 0,
      direction: null,
      children: blocks.map((block) =>
        typeof block === 'string'
          ? {
              type: 'paragraph',
              version: 1,
              format: '',
              indent: 0,
              direction: null,
              textFormat: 0,
              children: [textNode(block)],
            }
          : {
              type: 'heading',
              tag: 'h2',
              version: 1,
              format: '',
              indent: 0,
              direction: null,
              children: [textNode(block.heading)],
            },
      ),
    },
  }
}
