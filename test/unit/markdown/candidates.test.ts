import { extractMentionCandidates } from '../../../src/domain/markdown/index.ts';

describe('extractMentionCandidates', () => {
  test('collects every kind of reference once', () => {
    const c = extractMentionCandidates(
      'hi @**King Hamlet** and @_**Iago|15** and @**|22**, cc @*support* @_*design*; ' +
        'see #**general**, #**design team>plans** and #**general>launch@99**. @**King Hamlet** again :tada:',
    );
    expect(c.userNames).toEqual(['King Hamlet']);
    expect(c.userIds.sort((a, b) => a - b)).toEqual([15, 22]);
    expect(c.groupNames.sort()).toEqual(['design', 'support']);
    expect(c.streamNames).toEqual(expect.arrayContaining(['general', 'design team']));
    expect(c.hasEmojiSyntax).toBe(true);
    expect(c.hasWildcards).toBe(false);
  });

  test('wildcards are flagged, not looked up as users', () => {
    const c = extractMentionCandidates('@**all** @_**topic** @**everyone**');
    expect(c.userNames).toEqual([]);
    expect(c.hasWildcards).toBe(true);
  });

  test('a mention must follow whitespace or an opening delimiter', () => {
    expect(extractMentionCandidates('mail@**Nobody**').userNames).toEqual([]);
    expect(extractMentionCandidates('("@**Quoted**")').userNames).toEqual(['Quoted']);
  });

  test('plain text needs no lookups', () => {
    expect(extractMentionCandidates('just words, no syntax')).toEqual({
      userNames: [],
      userIds: [],
      groupNames: [],
      streamNames: [],
      hasEmojiSyntax: false,
      hasWildcards: false,
    });
  });
});
