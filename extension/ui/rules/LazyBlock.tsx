// A chunk of the rules page that renders its content only once it is shown (use-shown-blocks:
// it came near the viewport, a jump points into it, or the page filled it in while idle), and
// never re-renders while its props stay the same: with thousands of rules on the page, one more
// chunk shown must not diff every rule already there.
import { Component, type ComponentChildren } from 'preact';

export interface LazyBlockProps {
  /** The block key (use-shown-blocks). */
  id: string;
  /** Render the content (else a placeholder of `estimate` px). */
  shown: boolean;
  estimate: number;
  /** Registers the placeholder with the page's IntersectionObserver; returns the unregister. */
  watch(el: Element): () => void;
  /** Any value whose change re-renders the block (the language shown). */
  version: string;
  body: () => ComponentChildren;
}

export class LazyBlock extends Component<LazyBlockProps> {
  private stop: (() => void) | null = null;
  private placeholder: Element | null = null;

  shouldComponentUpdate(next: LazyBlockProps): boolean {
    const p = this.props;
    return next.shown !== p.shown || next.version !== p.version || (!next.shown && next.estimate !== p.estimate);
  }

  componentDidMount(): void {
    this.sync();
  }

  componentDidUpdate(): void {
    this.sync();
  }

  componentWillUnmount(): void {
    this.stop?.();
  }

  /** Watches the placeholder while there is one. */
  private sync(): void {
    this.stop?.();
    this.stop = !this.props.shown && this.placeholder ? this.props.watch(this.placeholder) : null;
  }

  render({ id, shown, estimate, body }: LazyBlockProps) {
    // Rendered chunks skip layout while off screen (content-visibility in rules.css); the
    // estimate stands for their size until they were laid out once.
    const size = { containIntrinsicSize: `auto ${estimate}px` };
    return shown ? (
      <div class="chunk" data-chunk={id} style={size}>
        {body()}
      </div>
    ) : (
      <div class="chunk placeholder" data-chunk={id} aria-hidden="true" style={{ height: `${estimate}px` }} ref={(el) => void (this.placeholder = el)} />
    );
  }
}
