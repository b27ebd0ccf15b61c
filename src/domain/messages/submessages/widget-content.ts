import { badRequest, DomainError } from '../../errors.ts';
import { checkJsonObject, checkList, checkString, equals, invalid, isJsonObject, pyStr } from './checks.ts';
import { orjsonLoads } from './py-json.ts';
import { slashWidget, type WidgetSpec } from './slash-widgets.ts';

/**
 * The `widget_content` a client sends with a message, as it arrived: decoded
 * JSON, or text that was not JSON (refused where Zulip's check_message refuses
 * it, after the recipient checks).
 */
export type WidgetContentInput = { json: true; value: unknown } | { json: false };

/** A transport's widget_content text, decoded as Zulip decodes it (orjson). */
export function widgetContentOf(text: string): WidgetContentInput {
  const parsed = orjsonLoads(text);
  return parsed === undefined ? { json: false } : { json: true, value: parsed.value };
}

const widgetsError = (msg: string) => badRequest(`Widgets: ${msg}`);

const zformChoices = checkJsonObject([
  ['type', equals('choices')],
  ['heading', checkString],
  [
    'choices',
    checkList(
      checkJsonObject([
        ['short_name', checkString],
        ['long_name', checkString],
        ['reply', checkString],
      ]),
    ),
  ],
]);

/** Zulip's check_widget_content: only `zform` widgets (of type "choices") may be sent explicitly. */
function checkWidgetContent(w: unknown): WidgetSpec {
  if (!isJsonObject(w)) throw invalid('widget_content is not a dict');
  if (!Object.hasOwn(w, 'widget_type')) throw invalid('widget_type is not in widget_content');
  if (!Object.hasOwn(w, 'extra_data')) throw invalid('extra_data is not in widget_content');
  const widgetType = w.widget_type;
  const extraData = w.extra_data;
  if (!isJsonObject(extraData)) throw invalid('extra_data is not a dict');
  if (widgetType === 'zform') {
    if (!Object.hasOwn(extraData, 'type')) throw invalid('zform is missing type field');
    if (extraData.type !== 'choices') throw invalid(`unknown zform type: ${pyStr(extraData.type)}`);
    zformChoices('extra_data', extraData);
    return { widgetType, extraData };
  }
  throw invalid(`unknown widget type: ${pyStr(widgetType)}`);
}

/** The widget a message's widget_content asks for, or Zulip's "Widgets: …" error. */
export function explicitWidget(input: WidgetContentInput): WidgetSpec {
  if (!input.json) throw widgetsError('API programmer sent invalid JSON content');
  try {
    return checkWidgetContent(input.value);
  } catch (e) {
    if (e instanceof DomainError) throw widgetsError(e.message);
    throw e;
  }
}

/**
 * The widget a new message creates: the one its widget_content asks for
 * (checked here, where Zulip's check_message checks it), else a `/poll` or
 * `/todo` first word (Zulip's do_widget_post_save_actions), else none.
 */
export function messageWidget(content: string, widgetContent: WidgetContentInput | undefined): WidgetSpec | null {
  return widgetContent === undefined ? slashWidget(content) : explicitWidget(widgetContent);
}
