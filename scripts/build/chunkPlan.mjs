// Which chunk holds what, declared in one place (STYLE.md 17, issue 48). esbuild has no
// manual-chunks option: it puts a module in a chunk by the set of entry points (the widget's entry
// and every `import()` target) that reach it. Modules reached from different sets land in
// different small chunks, each with its own compression and import glue (DESIGN §6). The plugin in
// chunkGroups.mjs makes every module of a group reachable from the same set, the `joinedBy` files,
// so the group becomes one chunk; and gives lazily imported modules that always travel together one
// file (`together`). No source file imports anything to steer the bundler. `npm run size` and
// `--why` show the effect.

/**
 * @typedef {object} ChunkGroup
 * @property {string} name
 * @property {string} why
 * @property {string[]} modules paths from the project root, or package names
 * @property {string[]} joinedBy the files that reach the group as if they imported it first
 */

/** @type {ChunkGroup[]} */
export const CHUNK_GROUPS = [
  {
    name: 'base',
    why:
      'What the lazily loaded screens share with the first step: one shared chunk instead of a ' +
      'dozen small ones before the first step. Nothing the first step does not load anyway, but ' +
      'the settings schemas with valibot (two chunks of their own otherwise) and three small ' +
      'modules only later screens use (0.4 KB gzip before the first step, 0.5 KB less in the flow).',
    modules: [
      'react',
      'react-dom',
      'shared/enums.ts',
      'shared/errors/errorPage.ts',
      'shared/errors/mutationFailure.ts',
      'shared/routing/buildPath.ts',
      'shared/routing/readQueryParams.ts',
      'shared/routing/isValidDate.ts',
      'shared/wizard/bookingMode.ts',
      'shared/wizard/requestMinGuests.ts',
      'shared/availability/venueToday.ts',
      'shared/time/apiTime.ts',
      'shared/availability/bookingWindow.ts',
      'shared/storage/namespacedStorage.ts',
      'widget/api/errors.ts',
      'widget/api/pageForError.ts',
      'widget/api/runSteps.ts',
      'widget/flows/createBookingFlow.ts',
      'widget/hooks/useQuery.ts',
      'widget/hooks/useT.ts',
      'widget/hooks/useWidget.ts',
      'widget/hooks/usePageTitle.ts',
      'widget/hooks/useVenueLang.ts',
      'widget/i18n/formatDisplayDate.ts',
      'widget/platform/storage.ts',
      'widget/ui/Alert.tsx',
      'widget/ui/Button.tsx',
      'widget/ui/IconButton.tsx',
      'widget/ui/PortalContainerContext.ts',
      'widget/ui/Skeleton.tsx',
      'widget/ui/ToastContext.ts',
      'shared/wizard/maxChildren.ts',
      'shared/availability/lastSelectableDate.ts',
      'shared/errors/reservationFailure.ts',
      'shared/routing/matchRoute.ts',
      'shared/routing/formatSearch.ts',
      'widget/flows/leavingForPayment.ts',
      'widget/platform/hiddenNonce.ts',
      'widget/layout/SafeImage.tsx',
      'shared/storage/storageKeys.ts',
      'widget/flows/bookingInProgress.ts',
      'widget/flows/watchLeavingFlow.ts',
      'widget/hooks/useNow.ts',
      'shared/i18n/isMarkupLike.ts',
      'shared/i18n/matchUiLanguage.ts',
      // Each shared with one lazy chunk (i18next's; the booking page), else a chunk of its own
      // before the first step.
      'widget/i18n/downloadLocale.ts',
      'widget/layout/SideSlotContext.ts',
      // The settings' schemas and valibot with them (issue 32).
      'shared/contract/primitives.ts',
      'shared/contract/limits.ts',
      // Only later screens use these, each a different few of them (issue 32).
      'widget/flows/flowEvents.ts',
      'shared/routing/queryAfterFinalize.ts',
      'shared/validation/toFieldErrors.ts',
      // Shared with gtag's chunk (the page path Google may see, issue 49): a chunk of its own
      // before the first step otherwise.
      'shared/routing/isSystemId.ts',
      // Read by the first step (useWizardEntry, issue 50) and by the bridge (`later`): a chunk of
      // its own before the first step otherwise, one more integrity pin in the loader.
      'shared/element/firstPaint.ts',
      // Small modules the first step loads anyway, each a chunk of its own otherwise: every
      // initial chunk costs the loader an integrity pin (issue 49).
      'widget/i18n/switchLanguage.ts',
      'widget/checkout/ReservationFailedDialog.tsx',
      'widget/ui/LazyDialogs.tsx',
      'widget/platform/assetBase.ts',
      'widget/text/VenueText.tsx',
      // The error pages' report to the host, which issue 51's over-limit notice (screens) makes too.
      'widget/errors/useErrorReport.ts',
      'shared/i18n/countryToLanguage.ts',
      'shared/i18n/venueLanguage.ts',
      'shared/text/richTextPolicy.ts',
    ],
    joinedBy: [
      'widget/index.ts',
      'widget/ui/ConfirmDialog.tsx',
      'widget/ui/Dialog.tsx',
      'widget/ui/Toast.tsx',
      'widget/text/sanitizeVenueText.ts',
      'widget/wizard/date/DateStep.tsx',
      'widget/wizard/RequestIntro.tsx',
      'widget/wizard/time/TimeStep.tsx',
      'widget/wizard/RequestGuestsForm.tsx',
      'widget/booking/bookingPageScreen.tsx',
      'widget/booking/AlreadyFinalizedPrompt.tsx',
      'widget/layout/SideMenu.tsx',
      'widget/checkout/checkoutScreens.tsx',
      'widget/activities/ActivityStep.tsx',
      'widget/preorder/PreorderStep.tsx',
      'widget/bridge/connectHost.ts',
      'widget/analytics/gtag.ts',
      // The `later` file (below) shares valibot and the contract's primitives with the first
      // step: joined, they are one initial chunk instead of two (issue 50: 0.4 KB gzip before the
      // first step, and a pin less in loader.js).
      'widget/api/answerSchemas.ts',
    ],
  },
  {
    name: 'screens',
    why:
      'The small modules the later screens (times, activities, pre-order, details, the booking ' +
      'page, the menu) and the dialogs share with one another: one chunk fetched with the first ' +
      'of those screens instead of eight under 1 KB gzip (issue 32). Only small modules: luxon, ' +
      'the phone plans and the pre-order code stay with the screens that use them.',
    modules: [
      'widget/ui/Dialog.tsx',
      'widget/ui/ConfirmDialog.tsx',
      'widget/layout/PrivacyDialog.tsx',
      'shared/time/formatTime.ts',
      'shared/availability/classifySlot.ts',
      'shared/availability/isSlotExpired.ts',
      'shared/money/marketOf.ts',
      'shared/money/currencyForSystem.ts',
      'shared/money/formatAmount.ts',
      'shared/money/paymentTotal.ts',
      'shared/money/bookingCharge.ts',
      'shared/checkout/checkoutPayment.ts',
      // Each a chunk of 0.2 KB gzip otherwise, shared by a few of the screens above (issue 50:
      // every chunk costs its import glue and a pin in the entry).
      'widget/ui/useToast.ts',
      'shared/storage/readDraft.ts',
      // Issue 51's notice for a day over the contract's limit, shared by the time and activity
      // steps: a chunk of 0.6 KB gzip and a pin in the entry otherwise.
      'widget/errors/OverLimitNotice.tsx',
      'widget/ui/contactLink.ts',
      // The hold's warning (issue 52): the details, pre-order and activity steps.
      'widget/hold/HoldWarning.tsx',
      'shared/booking/holdWarning.ts',
      // The menu draft kept across a reload (issue 48), read by the activity step and the
      // `preorder` file: a chunk of 0.65 KB gzip and a pin in the entry otherwise (issue 51).
      'widget/preorder/useMenuDraft.ts',
      'shared/preorder/menuDraft.ts',
      'shared/preorder/editorGroups.ts',
    ],
    joinedBy: [
      'widget/ui/dialogs.ts',
      'widget/wizard/time/TimeStep.tsx',
      'widget/booking/bookingPageScreen.tsx',
      'widget/layout/SideMenu.tsx',
      'widget/checkout/checkoutScreens.tsx',
      'widget/activities/ActivityStep.tsx',
      'widget/preorder/PreorderStep.tsx',
    ],
  },
];

/**
 * @typedef {object} LazyTogether
 * @property {string} name the file's name in chunks/
 * @property {string} why
 * @property {string[]} modules modules each imported lazily (`import()`) somewhere; every such
 *   import of any of them loads this one file, which exports all of theirs
 */

/** @type {LazyTogether[]} */
export const LAZY_TOGETHER = [
  {
    name: 'preorder',
    why:
      'The pre-order step and the activity modal\u2019s menu step: both are the pre-order editor ' +
      '(PreorderEditor, its tabs and rows, the stock), which was a chunk of its own beside a ' +
      'file of 0.9 KB gzip for the step. One lazy file: an activity without a menu never loads ' +
      'it, and the total is a file\u2019s glue smaller (issue 51).',
    modules: ['widget/preorder/PreorderStep.tsx', 'widget/activities/ActivityMenu.tsx'],
  },
  {
    name: 'later',
    why:
      'What the widget needs once its settings are in, each asked for then: the other answers’ ' +
      'schemas, which the first call after the settings needs (api/loadLaterCalls.ts); i18next, ' +
      'which the second step’s locale file needs (i18n/createI18n.ts); the bridge that tells the ' +
      'host (bridge/useHostBridge.ts) with the report of an error page (issue 49), which shares ' +
      'its code, and Google Analytics for a venue with a gaTrackingId (its code runs only then); ' +
      'and the booking request’s two screens, which come after a first step, as i18next does. ' +
      'Every flow goes on to a second step, so they travel together: one file costs less import ' +
      'glue than two (issue 32). The bridge and the request screens were a file of their own ' +
      'until session 42 (issue 50/51: joined here, total -368 B, initial -113 B; the bridge then ' +
      'starts when this file is in, the first step never waits on it).',
    modules: [
      'widget/api/answerSchemas.ts',
      'widget/i18n/i18nextInstance.ts',
      'widget/bridge/connectHost.ts',
      'widget/bridge/reportErrorPage.ts',
      'widget/analytics/gtag.ts',
      'widget/wizard/requestScreens.ts',
    ],
  },
  {
    name: 'overlays',
    why:
      'The side menu (loaded when first opened), the toast (when the first one shows) and the ' +
      'dialogs (when the first one opens): all three import the screens chunk, and every toast ' +
      'comes from a screen that has loaded it (the booking page, the checkout, the menu itself). ' +
      'One file of about 2 KB gzip instead of two of 1 KB and a facade, none with the first step ' +
      '(issues 51/52: total -467 B, initial -110 B, two pins less in the entry).',
    modules: ['widget/layout/SideMenu.tsx', 'widget/ui/Toast.tsx', 'widget/ui/dialogs.ts'],
  },
];
