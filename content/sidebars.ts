// The docs sidebar. Items are doc ids (the file path under content/docs without ".mdx").
// Pages left out of every sidebar (comparison pages, snippets, the playground) render without one.
export default {
  tutorialSidebar: [
    'welcome',
    {
      type: 'category',
      label: 'API',
      link: { type: 'doc', id: 'api/index' },
      items: [
        'api/api-access',
        'api/tokens',
        {
          type: 'category',
          label: 'Production integration',
          items: ['api/idempotency', 'api/webhooks', 'api/test-mode', 'api/versioning', 'api/changelog'],
        },
        {
          type: 'category',
          label: 'Grammar and spelling',
          items: [
            'api/edits-overview',
            'api/advanced-edits',
            'api/spellcheck',
            'api/applying-edits',
            'api/feedback',
            'api/error-categories',
            'api/preprocess-overview',
            'api/postprocess',
          ],
        },
        {
          type: 'category',
          label: 'Writing features',
          items: [
            'api/autocomplete',
            'api/rephrase',
            'api/summarize',
            'api/tone',
            'api/sentiment',
            'api/similar-terms',
            'api/dictionary',
            'api/custom-mappings',
          ],
        },
        {
          type: 'category',
          label: 'Analysis and safety',
          items: ['api/detector', 'api/profanity', 'api/guardrails', 'api/quality', 'api/statistics', 'api/fragments'],
        },
        {
          type: 'category',
          label: 'Language-model tools',
          items: ['api/chunk', 'api/semsearch', 'api/files', 'api/transcriptions', 'api/evaluation'],
        },
        {
          type: 'category',
          label: 'Teams and administration',
          items: [
            'api/team-user-management',
            'api/team-dictionary',
            'api/team-custom-mappings',
            'api/team-snippets',
            'api/team-reporting',
            'api/api-reporting',
            'api/superuser-management',
          ],
        },
        'api/pricing',
      ],
    },
    {
      type: 'category',
      label: 'SDK',
      link: { type: 'doc', id: 'sdk/index' },
      items: [
        'sdk/overview',
        {
          type: 'category',
          label: 'HTML',
          items: ['sdk/HTML/quickstart', 'sdk/HTML/ai_detect_quickstart'],
        },
        {
          type: 'category',
          label: 'JavaScript',
          items: [
            'sdk/JavaScript/quickstart',
            'sdk/JavaScript/tone_quickstart',
            'sdk/JavaScript/ai_detect_quickstart',
            'sdk/JavaScript/frontend_documentation',
            'sdk/JavaScript/frontend_key_management',
            'sdk/JavaScript/backend_documentation',
          ],
        },
        {
          type: 'category',
          label: 'Python',
          items: ['sdk/Python/quickstart', 'sdk/Python/documentation'],
        },
        {
          type: 'category',
          label: 'Editors',
          link: { type: 'doc', id: 'sdk/editors/index' },
          items: ['sdk/editors/ckeditor', 'sdk/editors/froala', 'sdk/editors/quill', 'sdk/editors/tinymce'],
        },
        'sdk/electron',
        {
          type: 'category',
          label: 'Integration details',
          items: [
            'sdk/integration-details/accessibility',
            'sdk/integration-details/customize',
            'sdk/integration-details/flagging-issues',
            'sdk/integration-details/grammarly-migration',
            'sdk/integration-details/lightning',
          ],
        },
        'sdk/deploying',
      ],
    },
    {
      type: 'category',
      label: 'Plans and reliability',
      items: ['rate_limits', 'uptime'],
    },
    {
      type: 'category',
      label: 'On-premises',
      items: ['onprem/overview', 'onprem/integrations'],
    },
    'custom-models',
    'integrations',
    'help',
    'help/assistants',
  ],
};
