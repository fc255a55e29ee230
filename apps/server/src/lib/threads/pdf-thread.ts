import { bufferOf, lazyTaskThread } from './ts-thread-pool';

/**
 * A thread that draws one kind of PDF: its task takes the document's data and drawing options and
 * answers the bytes. `render` draws one off the event loop, `close` ends the thread.
 */
export function pdfThread<Data, Options>(options: Parameters<typeof lazyTaskThread>[0]) {
  const thread = lazyTaskThread<{ data: Data; options: Options }, Uint8Array>(options);
  return {
    render: async (data: Data, drawing: Options): Promise<Buffer> =>
      bufferOf(await thread.run({ data, options: drawing })),
    close: () => thread.close(),
  };
}
