/**
 * A stream of HTML that goes out as it came in, a chunk for each chunk in, except the tokens a
 * subclass replaces. htmlparser2's tokenizer says where each tag starts and ends in the page; this
 * keeps the page's text from the first token not yet sent, so a tag cut by a chunk's end waits
 * for the next chunk before any of it goes, and a subclass may hold a range (an inline script
 * being read) until it knows what to send in its place.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { Parser } from 'htmlparser2';

/** A range being held: nothing from its `start` goes until it is released. */
export interface Held {
  start: number;
}

export abstract class HtmlTokenStream<Range extends Held = Held> extends Transform {
  /** The page as received and not yet sent, from offset `textStart` of the page. */
  private text = '';
  private textStart = 0;
  /** How far the page is handled (sent or replaced), and how far whole tokens are read. */
  private sentTo = 0;
  private tokensTo = 0;
  private out = '';
  /** The range being held, with what the subclass keeps of it. */
  protected held: Range | null = null;
  private readonly tokens: Parser;

  /** `sends`: false for a stream that reads the page and sends only what `finish` pushes. */
  constructor(private readonly sends: boolean) {
    super({ decodeStrings: false, encoding: 'utf8' });
    const read = () => (this.tokensTo = this.tokens.endIndex + 1);
    const at = () => [this.tokens.startIndex, this.tokens.endIndex + 1] as const;
    this.tokens = new Parser(
      {
        onopentag: (name, attributes) => {
          this.startTag(name, attributes, ...at());
          read();
        },
        onclosetag: (name, implied) => {
          if (implied) return;
          this.endTag(name, ...at());
          read();
        },
        ontext: read,
        oncommentend: read,
        onprocessinginstruction: read,
      },
      { decodeEntities: false },
    );
  }

  /** A start tag, from `start` to `end` of the page; its attributes as written. */
  protected abstract startTag(
    name: string,
    attributes: Record<string, string>,
    start: number,
    end: number,
  ): void;
  /** An end tag written in the page (not one the HTML rules imply). */
  protected abstract endTag(name: string, start: number, end: number): void;
  /** At the end of the page, after everything else was sent. */
  protected abstract finish(): void;

  protected slice(from: number, to: number) {
    return this.text.slice(from - this.textStart, to - this.textStart);
  }

  /** The page up to `to` goes as written. */
  protected sendTo(to: number) {
    if (to <= this.sentTo) return;
    if (this.sends) this.out += this.slice(this.sentTo, to);
    this.sentTo = to;
  }

  /** The page from `from` to `to` goes as `html` instead. */
  protected replace(from: number, to: number, html: string) {
    this.sendTo(from);
    if (this.sends) this.out += html;
    this.sentTo = to;
  }

  /** What every whole token read so far makes, up to a range being held. */
  private takeReady() {
    this.sendTo(this.held?.start ?? this.tokensTo);
    const kept = this.held?.start ?? this.sentTo;
    this.text = this.text.slice(kept - this.textStart);
    this.textStart = kept;
    const ready = this.out;
    this.out = '';
    return ready;
  }

  override _transform(chunk: string, _encoding: BufferEncoding, callback: TransformCallback) {
    try {
      this.text += chunk;
      this.tokens.write(chunk);
      callback(null, this.takeReady() || undefined);
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback) {
    try {
      this.tokens.end();
      // Whatever is left (a range never closed, text after the last token) goes as written.
      this.tokensTo = this.textStart + this.text.length;
      this.held = null;
      const rest = this.takeReady();
      if (rest) this.push(rest);
      this.finish();
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }
}
