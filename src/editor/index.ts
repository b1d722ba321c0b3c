/**
 * The insert modal's script, loaded on the editing screens for people who may edit posts
 * (includes/editor/class-insert-modal.php). Puts the modal on `window.frontageInsertModal` for the
 * blocks and opens it from any element carrying the launch class (docs/editor.md).
 */
import { createInsertModal } from './insert-modal';
import { launchOptions, LAUNCH_CLASS } from './launch';
import './insert-modal.scss';

const vars = window.wpfdInsertVars;
if ( vars ) {
	const modal = createInsertModal( vars );
	window.frontageInsertModal = modal;

	document.addEventListener( 'click', ( event ) => {
		const launcher =
			event.target instanceof Element
				? event.target.closest< HTMLElement >( `.${ LAUNCH_CLASS }` )
				: null;
		if ( ! launcher ) {
			return;
		}
		event.preventDefault();
		// The classic editor inserts where the button's own editor has its cursor.
		if ( launcher.dataset.editor ) {
			window.wpActiveEditor = launcher.dataset.editor;
		}
		modal.open( {
			...launchOptions( launcher.dataset ),
			returnFocus: launcher,
		} );
	} );
}
