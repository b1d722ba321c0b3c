/**
 * The settings app: module switches and the uninstall opt-in, and the cards of the modules that
 * have settings (File search, Language) while they are on, read from and saved to the REST
 * settings endpoint (/wp/v2/settings), which checks the capability, the nonce and the schema.
 * Loading and saving are in use-settings.ts; the values and what is sent in settings-values.ts.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { LanguageSettingsCard } from '../language/settings/language-settings-card';
import { languageProblemMessages } from '../language/settings/language-problem-messages';
import { languageProblems } from '../language/settings/language-values';
import { MediaSettingsCard } from '../media/settings/media-settings-card';
import { SearchSettingsCard } from '../search/settings/search-settings-card';
import { DeleteDataCard } from './delete-data-card';
import { ModulesCard } from './modules-card';
import type { SettingsPageData } from './types';
import { useSettings } from './use-settings';

export function SettingsApp( { data }: { data: SettingsPageData } ) {
	const {
		modules,
		values,
		setValues,
		loadError,
		saving,
		notice,
		setNotice,
		save,
	} = useSettings( data );

	if ( loadError ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ sprintf(
					/* translators: %s: the server's error message. */
					__(
						'Frontage settings could not be loaded: %s',
						'frontage'
					),
					loadError
				) }
			</Notice>
		);
	}
	if ( ! values ) {
		return (
			<p className="frontage-settings__loading">
				<Spinner /> { __( 'Loading settings…', 'frontage' ) }
			</p>
		);
	}

	const problems = values.language
		? languageProblems( values.language, languageProblemMessages() )
		: {};

	return (
		<form
			className="frontage-settings"
			onSubmit={ ( event ) => {
				event.preventDefault();
				save( values, problems );
			} }
		>
			{ notice && (
				<Notice
					status={ notice.status }
					onRemove={ () => setNotice( null ) }
				>
					{ notice.message }
				</Notice>
			) }
			<ModulesCard
				modules={ modules }
				switches={ values.switches }
				onChange={ ( switches ) =>
					setValues( { ...values, switches } )
				}
			/>
			{ values.search && (
				<SearchSettingsCard
					value={ values.search }
					onChange={ ( search ) =>
						setValues( { ...values, search } )
					}
				/>
			) }
			{ values.language && (
				<LanguageSettingsCard
					value={ values.language }
					problems={ problems }
					onChange={ ( language ) =>
						setValues( { ...values, language } )
					}
				/>
			) }
			{ values.media && (
				<MediaSettingsCard
					value={ values.media }
					onChange={ ( media ) => setValues( { ...values, media } ) }
				/>
			) }
			<DeleteDataCard
				checked={ values.deleteData }
				onChange={ ( deleteData ) =>
					setValues( { ...values, deleteData } )
				}
			/>
			<Button
				variant="primary"
				type="submit"
				isBusy={ saving }
				disabled={ saving }
				className="frontage-settings__save"
			>
				{ saving
					? __( 'Saving…', 'frontage' )
					: __( 'Save settings', 'frontage' ) }
			</Button>
		</form>
	);
}
