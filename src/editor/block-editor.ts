/**
 * The block editor as the launch class needs it (docs/editor.md "The launch class in the block
 * editor"): which block a launcher sits in, and filling or inserting a block with a pick. Read
 * from `window.wp` when the page has a block editor, so the modal's script does not depend on the
 * editor's scripts (the classic editor loads it too).
 */
import type { InsertPlan, LaunchBlock } from './launch-target';

/** The parts of the `core/block-editor` store used here. */
interface BlockEditorSelectors {
	getBlockName: ( clientId: string ) => string | null;
	getBlockAttributes: (
		clientId: string
	) => Record< string, unknown > | null;
	getBlockIndex: ( clientId: string ) => number;
	getBlockRootClientId: ( clientId: string ) => string | null;
	getBlockInsertionPoint: () => { rootClientId?: string; index: number };
}

interface BlockEditorActions {
	updateBlockAttributes: (
		clientId: string,
		attributes: Record< string, unknown >
	) => void;
	insertBlocks: (
		blocks: unknown[],
		index?: number,
		rootClientId?: string
	) => void;
}

/** What the page's block editor offers. */
export interface BlockEditor {
	select: BlockEditorSelectors;
	dispatch: BlockEditorActions;
	createBlock: (
		name: string,
		attributes: Record< string, unknown >
	) => unknown;
}

interface WpGlobal {
	data?: {
		select: ( store: string ) => unknown;
		dispatch: ( store: string ) => unknown;
	};
	blocks?: { createBlock?: BlockEditor[ 'createBlock' ] };
}

const STORE = 'core/block-editor';

/**
 * The page's block editor.
 *
 * @param view The outer page's window.
 * @return The store and createBlock, or null on a page without a block editor.
 */
export function blockEditor( view: Window ): BlockEditor | null {
	const wp = ( view as unknown as { wp?: WpGlobal } ).wp;
	const select = wp?.data?.select( STORE ) as BlockEditorSelectors | null;
	const dispatch = wp?.data?.dispatch( STORE ) as BlockEditorActions | null;
	const createBlock = wp?.blocks?.createBlock;
	if (
		! select ||
		! dispatch ||
		typeof select.getBlockName !== 'function' ||
		typeof createBlock !== 'function'
	) {
		return null;
	}
	return { select, dispatch, createBlock };
}

/**
 * The block a launcher sits in: the closest block wrapper (`data-block`, the block's client id),
 * in the canvas or in the outer page.
 *
 * @param launcher The clicked launcher.
 * @param editor   The block editor.
 * @return The block, or null when the launcher is in none.
 */
export function launchBlock(
	launcher: HTMLElement,
	editor: BlockEditor
): LaunchBlock | null {
	const clientId =
		launcher.closest< HTMLElement >( '[data-block]' )?.dataset.block;
	const name = clientId ? editor.select.getBlockName( clientId ) : null;
	if ( ! clientId || ! name ) {
		return null;
	}
	return {
		clientId,
		name,
		attributes: editor.select.getBlockAttributes( clientId ),
	};
}

/**
 * Carries out a pick: fills the launcher's block, or inserts the new block after it (or where the
 * inserter would). When the launcher went away with the block's placeholder, focus goes to the
 * block, so keyboard users carry on from where they were.
 *
 * @param plan     What to do (./launch-target.ts).
 * @param editor   The block editor.
 * @param launcher The clicked launcher.
 */
export function carryOut(
	plan: InsertPlan,
	editor: BlockEditor,
	launcher: HTMLElement
): void {
	if ( 'update' in plan ) {
		const block = launcher.closest< HTMLElement >( '[data-block]' );
		editor.dispatch.updateBlockAttributes( plan.update, plan.attributes );
		launcher.ownerDocument.defaultView?.requestAnimationFrame( () => {
			if ( ! launcher.isConnected && block?.isConnected ) {
				block.focus();
			}
		} );
		return;
	}
	const created = editor.createBlock(
		plan.insert.name,
		plan.insert.attributes
	);
	if ( plan.after ) {
		editor.dispatch.insertBlocks(
			[ created ],
			editor.select.getBlockIndex( plan.after ) + 1,
			editor.select.getBlockRootClientId( plan.after ) ?? undefined
		);
		return;
	}
	const point = editor.select.getBlockInsertionPoint();
	editor.dispatch.insertBlocks(
		[ created ],
		point.index,
		point.rootClientId
	);
}
